// @vitest-environment jsdom
// The pure parts of the paint-to-ready measurement (scripts/bench/paint-to-ready.ts): which controls act on a
// press, which boxes are in the first viewport, and how runs are summed up. The speed itself is only measured.
import { beforeEach, describe, expect, it } from 'vitest';
import { inFirstViewport, readiness } from '../../scripts/bench/first-viewport-controls.ts';
import { paintToReadyParts } from '../../scripts/bench/paint-to-ready.ts';
import { spread, spreadCell } from '../../scripts/bench/spread.ts';

/** Marks an element as React marks one it has hydrated: its props under a `__reactProps$` key. */
const hydrate = (element: Element) => Object.assign(element, { __reactProps$x1: { onClick: () => undefined } });
const byId = (id: string) => document.getElementById(id)!;

describe('whether a control acts on a press', () => {
  beforeEach(() => {
    document.body.innerHTML = `
      <infinyte-island name="header" style="display:contents">
        <header><a id="home" href="/">Infinyte</a>
        <button id="island-toggle" data-slot="theme-toggle" aria-label="Dark theme"></button></header>
      </infinyte-island>
      <infinyte-island name="contact-form" hydrate="intent" style="display:contents">
        <form><input id="name"><button id="send">Send</button></form>
      </infinyte-island>
      <infinyte-island name="conversation-trigger" hydrate="act" style="display:contents">
        <button id="trigger">Start a Conversation</button>
      </infinyte-island>`;
  });

  it('holds a control of an island not ready until its island is ready and React has hydrated it', () => {
    const island = document.querySelector('infinyte-island')!;
    // No inline answer on an islands page: the theme toggle's press is kept until the header is ready.
    expect(readiness(byId('island-toggle'))).toBe('not hydrated');
    hydrate(byId('island-toggle'));
    expect(readiness(byId('island-toggle'))).toBe('not hydrated');
    island.setAttribute('ready', '');
    expect(readiness(byId('island-toggle'))).toBeNull();
  });

  it("says a control of an island that waits for the visitor's first act waits for the visitor, until it starts", () => {
    expect(readiness(byId('trigger'))).toBe('waits for the visitor');
    // The runtime takes the mark away as the island starts: from then on it is a control not yet hydrated.
    byId('trigger').closest('infinyte-island')!.removeAttribute('hydrate');
    expect(readiness(byId('trigger'))).toBe('not hydrated');
  });

  it("counts an island's links and form controls as acting from the first paint", () => {
    for (const id of ['home', 'name', 'send']) expect(readiness(byId(id))).toBeNull();
  });
});

describe('the first viewport', () => {
  const phone = { width: 412, height: 823 };

  it('holds what shows in it, even in part', () => {
    expect(inFirstViewport({ top: 0, left: 0, width: 44, height: 44 }, phone)).toBe(true);
    expect(inFirstViewport({ top: 800, left: 380, width: 44, height: 44 }, phone)).toBe(true);
  });

  it('leaves out what is below or beside it, or takes no space', () => {
    expect(inFirstViewport({ top: 823, left: 0, width: 44, height: 44 }, phone)).toBe(false);
    expect(inFirstViewport({ top: 10, left: 412, width: 44, height: 44 }, phone)).toBe(false);
    expect(inFirstViewport({ top: -60, left: 0, width: 44, height: 44 }, phone)).toBe(false);
    expect(inFirstViewport({ top: 10, left: 10, width: 0, height: 0 }, phone)).toBe(false);
  });
});

describe('a figure over several runs', () => {
  it('is the median with the lowest and highest run', () => {
    expect(spread([1840, 1620, 2210])).toEqual({ median: 1840, min: 1620, max: 2210 });
    expect(spreadCell(spread([1840.4, 1620, 2210.6]))).toBe('1840 (1620-2211)');
  });

  it('is the one figure of a single run', () => {
    expect(spreadCell(spread([1502]))).toBe('1502');
  });

  it('refuses to sum up no runs', () => {
    expect(() => spread([])).toThrow(/No runs/);
  });
});

describe('what the wait was made of', () => {
  const sample = (runtimeRequestedMs: number | null, islandsReadyMs: number, lastControl: string | null) => ({
    fcpMs: 700,
    paintToReadyMs: islandsReadyMs + 20,
    runtimeRequestedMs,
    runtimeArrivedMs: runtimeRequestedMs === null ? null : runtimeRequestedMs + 500,
    fontArrivedMs: runtimeRequestedMs === null ? null : -40,
    islandsReadyMs,
    reactArrivedMs: runtimeRequestedMs === null ? null : islandsReadyMs - 100,
    waitingForVisitor: 2,
    pressToAnswerMs: islandsReadyMs / 10,
    controls: 6,
    lastControl,
    lastWaitedFor: lastControl === null ? null : 'not hydrated',
  });

  it('takes the median of each moment over the runs that saw it, and names each control ready last once', () => {
    const parts = paintToReadyParts([
      sample(90, 1700, 'button "Menu"'),
      sample(null, 1900, 'button "Menu"'),
      sample(110, 1800, null),
    ]);
    expect(parts).toEqual({
      runtimeRequestedMs: 110,
      runtimeArrivedMs: 610,
      fontArrivedMs: -40,
      islandsReadyMs: 1800,
      reactArrivedMs: 1700,
      pressToAnswerMs: 180,
      readyLast: ['button "Menu", not hydrated before', 'none waited'],
    });
  });
});
