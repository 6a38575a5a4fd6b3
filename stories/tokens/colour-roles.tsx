import { contrastRatio } from '@/lib/contrast';
import { tokens } from '@/styles/generated/tokens';
import { ReferenceSection, TokenName } from './reference-frame';
import { useResolvedColours } from './resolved-colours';

type Pair = (typeof tokens.contrastPairs)[number];
const pairsOf = (role: string) => tokens.contrastPairs.filter((pair) => pair.fg === role);
const cssVarOf = (role: string) => tokens.colorRoles.find((entry) => entry.name === role)?.cssVar ?? '';

/** One measured pair: a text sample where the pair is text (AA 4.5), a bar where it is an indicator (3). */
function PairResult({ pair, colours }: { pair: Pair; colours: Record<string, string> }) {
  const fg = colours[pair.fg];
  const bg = colours[pair.bg];
  const ratio = fg && bg ? contrastRatio(fg, bg, 'over' in pair ? pair.over : undefined) : undefined;
  const sample = { background: `var(${cssVarOf(pair.bg)})`, color: `var(${cssVarOf(pair.fg)})` };
  return (
    <li className="flex items-center gap-3 text-sm">
      <span
        className="inline-flex h-8 w-14 shrink-0 items-center justify-center rounded-sm border border-border font-semibold"
        style={sample}
      >
        {pair.min >= 4.5 ? 'Aa' : <span aria-hidden="true" className="h-1 w-8 rounded-full bg-current" />}
      </span>
      <span>
        on <TokenName>{pair.bg}</TokenName>: {ratio === undefined ? 'measuring' : `${ratio.toFixed(2)}:1`}{' '}
        <span className="text-fg-muted">
          (needs {pair.min}:1, {ratio !== undefined && ratio >= pair.min ? 'passes' : 'fails'})
        </span>
      </span>
    </li>
  );
}

/** Every colour role: swatch, variable, value in both themes, and its contrast on each surface it is drawn on. */
export function ColourRoles() {
  const colours = useResolvedColours();
  return (
    <ReferenceSection
      id="colour-roles"
      title="Colour roles"
      intro="Contrast is measured live from the colours this page resolved, against every role each one is drawn on."
    >
      <div className="grid gap-4 md:grid-cols-2">
        {tokens.colorRoles.map((role) => (
          <article key={role.name} className="flex flex-col gap-3 rounded-md border border-border p-4">
            <div className="flex items-start gap-3">
              <span
                aria-hidden="true"
                className="size-12 shrink-0 rounded-md border border-border"
                style={{ background: `var(${role.cssVar})` }}
              />
              <div className="min-w-0">
                <h3 className="font-semibold">{role.name}</h3>
                {'description' in role && <p className="text-sm text-fg-muted">{role.description}</p>}
                <p className="text-xs break-all text-fg-muted">
                  <code>{role.cssVar}</code> · light <code>{role.light}</code> · dark <code>{role.dark}</code>
                </p>
              </div>
            </div>
            {pairsOf(role.name).length > 0 && (
              <ul className="flex flex-col gap-2">
                {pairsOf(role.name).map((pair) => (
                  <PairResult key={pair.bg} pair={pair} colours={colours} />
                ))}
              </ul>
            )}
          </article>
        ))}
      </div>
    </ReferenceSection>
  );
}
