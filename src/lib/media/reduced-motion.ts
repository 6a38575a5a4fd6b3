// One import site for the visitor's reduced-motion preference, shared by
// parallax, carousels and videos.
export { useReducedMotion } from 'motion/react';
