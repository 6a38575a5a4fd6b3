// vnu-jar ships no types: its default export is the path of the Nu HTML Checker's jar.
declare module 'vnu-jar' {
  const jarPath: string;
  export default jarPath;
}
