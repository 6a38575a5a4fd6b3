// @vitest-environment jsdom
import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ISLAND_READY } from '@/islands/island-element';
import { InsideIsland } from '@/islands/island-root';
import { HoverMedia } from '@/islands/card-clip-mark';
import { parseProps } from '@/islands/card-clip.island';
import { Card, CardBody, CardFooter, CardLink, CardMedia } from '@/components/ui/card';
import { workers } from '@/content/workers';
import { countPlayback, hydrate, stubMotion, unmountIslands } from '../support/islands-jsdom';

// The card clip's island: a card's picture and the clip over it, which plays while the card (static HTML around
// the island) is hovered or holds focus. Server-rendered by the mark, hydrated by the runtime; checked in the built
// islands pages too (docs/islands.md).

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
vi.setConfig({ testTimeout: 30_000 });

// The runtime replays presses kept by the page's capture: none here (the island has no control), but it reads them.
window.earlyPresses = [];

afterEach(async () => {
  await unmountIslands();
  document.body.replaceChildren();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const ava = workers[0]!;

/** A worker card as worker-card.tsx composes it, its picture through the mark. */
function ServedCard() {
  return (
    <Card asChild variant="interactive" data-slot="worker-card">
      <article>
        <CardMedia ratio="portrait">
          <HoverMedia image={ava.imgSrc} video={ava.video} videoRef={{ current: null }} />
        </CardMedia>
        <CardBody>
          <CardLink href={`/digital-workforce/${ava.slug}/`}>{ava.title}</CardLink>
        </CardBody>
        <CardFooter>
          <button type="button">{ava.textButton}</button>
        </CardFooter>
      </article>
    </Card>
  );
}

/** The page as the islands prerender writes it: a card, and a link after it to move focus out to. */
function servedCard() {
  document.body.innerHTML = renderToString(
    <>
      <ServedCard />
      <a href="/elsewhere/">Elsewhere</a>
    </>,
  );
  // What a browser does as it parses a video with the muted attribute, and jsdom does not.
  for (const clip of document.querySelectorAll('video[muted]')) (clip as HTMLVideoElement).muted = true;
  return {
    island: document.querySelector('infinyte-island')!,
    card: document.querySelector('[data-slot="worker-card"]')!,
    link: document.querySelector<HTMLAnchorElement>('[data-slot="card-link"]')!,
    hire: document.querySelector<HTMLButtonElement>('article button')!,
    elsewhere: document.querySelector<HTMLAnchorElement>('a[href="/elsewhere/"]')!,
  };
}

const pointer = (card: Element, type: 'pointerenter' | 'pointerleave') =>
  act(async () => void card.dispatchEvent(new Event(type)));

describe('a card clip, an island inside a static card', () => {
  it("is the picture and the clip, with only the picture and the clip's source as props; the card is outside", () => {
    const { island, card, link } = servedCard();
    expect(island.getAttribute('name')).toBe('card-clip');
    expect(island.parentElement!.getAttribute('data-slot'), 'in the card media box').toBe('card-media');
    expect(card.closest('infinyte-island')).toBeNull();
    expect(link.closest('infinyte-island')).toBeNull();
    const props = parseProps(JSON.parse(island.getAttribute('props')!));
    expect(props).toEqual({ image: ava.imgSrc, video: { src: ava.video.src } });
    expect(island.getAttribute('props'), "not the clip's own poster").not.toContain(ava.video.poster.src);
    // Before the code: the picture, and a clip that fetches nothing and shows nothing.
    const video = island.querySelector('video')!;
    expect(island.querySelector('img')!.getAttribute('alt')).toBe(ava.imgSrc.alt);
    expect(video.getAttribute('preload')).toBe('none');
    expect(video.className).toContain('opacity-0');
  });

  it('hydrates without a mismatch, is ready once its code has run, and plays while the card is hovered', async () => {
    stubMotion(false);
    const { play, pause } = countPlayback();
    const { island, card } = servedCard();
    const picture = island.querySelector('img');
    const { recoverable, consoleErrors } = await hydrate(island);
    expect(recoverable).toEqual([]);
    expect(consoleErrors).toEqual([]);
    expect(island.hasAttribute(ISLAND_READY)).toBe(true);
    expect(island.querySelector('img'), 'the served picture, adopted').toBe(picture);
    expect(play).not.toHaveBeenCalled();

    await pointer(card, 'pointerenter');
    expect(play).toHaveBeenCalledTimes(1);
    await pointer(card, 'pointerleave');
    expect(pause).toHaveBeenCalledTimes(1);
  });

  it('plays while focus is inside the card, its links and buttons included, and pauses when focus leaves', async () => {
    stubMotion(false);
    const { play, pause } = countPlayback();
    const { island, link, hire, elsewhere } = servedCard();
    await hydrate(island);
    await act(async () => link.focus());
    expect(play).toHaveBeenCalledTimes(1);
    await act(async () => hire.focus());
    expect(pause, 'focus moved within the card').not.toHaveBeenCalled();
    await act(async () => elsewhere.focus());
    expect(pause).toHaveBeenCalledTimes(1);
  });

  it('plays for a focus that came before its code, once the code has run', async () => {
    stubMotion(false);
    const { play } = countPlayback();
    const { island, link } = servedCard();
    link.focus();
    expect(play).not.toHaveBeenCalled();
    await hydrate(island);
    expect(play).toHaveBeenCalledTimes(1);
  });

  it('never plays under reduced motion', async () => {
    stubMotion(true);
    const { play } = countPlayback();
    const { island, card, link } = servedCard();
    link.focus();
    await hydrate(island);
    await pointer(card, 'pointerenter');
    await act(async () => link.blur());
    await act(async () => link.focus());
    expect(play).not.toHaveBeenCalled();
  });

  it('is the plain picture and clip inside another island (a carousel card), and a picture without a clip', () => {
    const inside = renderToString(
      <InsideIsland value>
        <HoverMedia image={ava.imgSrc} video={ava.video} videoRef={{ current: null }} />
      </InsideIsland>,
    );
    expect(inside).not.toContain('infinyte-island');
    expect(inside).toContain('<video');
    const picture = renderToString(<HoverMedia image={ava.imgSrc} videoRef={{ current: null }} />);
    expect(picture).not.toContain('infinyte-island');
    expect(picture).not.toContain('<video');
  });

  it('refuses props that are not a picture and a clip', () => {
    const props = { image: ava.imgSrc, video: { src: ava.video.src }, sizes: '50vw' };
    expect(parseProps(props)).toEqual(props);
    expect(() => parseProps({ ...props, video: ava.video })).toThrow("not a card's picture and its clip's source");
    expect(() => parseProps({ video: props.video })).toThrow('card clip');
    expect(() => parseProps({ ...props, video: { src: 4 } })).toThrow('card clip');
    expect(() => parseProps({ ...props, autoPlay: true })).toThrow('card clip');
  });
});
