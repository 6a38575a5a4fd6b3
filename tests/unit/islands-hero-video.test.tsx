// @vitest-environment jsdom
import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startIslandCapture } from '@/islands/early/island-capture';
import { ISLAND_HYDRATE, ISLAND_READY } from '@/islands/island-element';
import { InsideIsland } from '@/islands/island-root';
import { HeroBackdrop, useHeroVideo, VideoPauseControl } from '@/islands/hero-video-mark';
import { heroVideoChoice, parseProps } from '@/islands/hero-video.island';
import { HERO_SIZES } from '@/lib/media/hero-sizes';
import { home } from '@/content/home';
import { countPlayback, hydrate, press, stubMotion, unmountIslands } from '../support/islands-jsdom';

// The hero video's island: its backdrop and its Play/Pause control are two roots around the hero's static copy,
// sharing the visitor's choice. Server-rendered by the marks, hydrated by the runtime, a press kept by the page's
// capture before the code. Checked in the built islands pages too (docs/islands.md).

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
vi.setConfig({ testTimeout: 30_000 });

beforeAll(() => startIslandCapture());

afterEach(async () => {
  await unmountIslands();
  document.body.replaceChildren();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  window.earlyPresses!.length = 0;
  heroVideoChoice.choose('auto');
});

const { image, video } = home.hero;

/** The home page's hero as hero.tsx composes it: backdrop, the copy (static), the control after it. */
function HomeHero({ autoPlay = true }: { autoPlay?: boolean }) {
  const [posterRef, videoRef, state] = useHeroVideo(true, autoPlay);
  return (
    <section data-slot="hero">
      <HeroBackdrop
        image={image!}
        video={video}
        posterRef={posterRef}
        videoRef={videoRef}
        state={state}
        sizes={HERO_SIZES.media}
        priority={false}
        data-parallax-layer="backdrop"
      />
      <div>
        <h1>{home.hero.title}</h1>
        <button type="button">Copy&apos;s own button</button>
      </div>
      <VideoPauseControl state={state} />
    </section>
  );
}

/** The page as the islands prerender writes it; the poster has loaded, as a browser reports it. */
function servedHero(autoPlay?: boolean) {
  document.body.innerHTML = renderToString(<HomeHero autoPlay={autoPlay} />);
  // What a browser does as it parses a video with the muted attribute, and jsdom does not.
  for (const clip of document.querySelectorAll('video[muted]')) (clip as HTMLVideoElement).muted = true;
  const [backdrop, control] = document.body.querySelectorAll('infinyte-island');
  return { backdrop: backdrop!, control: control! };
}

/** The poster arrives (jsdom loads no pictures): the clip may have its source from then on. */
const posterLoads = (backdrop: Element) =>
  act(async () => void backdrop.querySelector('img')!.dispatchEvent(new Event('load')));

const button = (control: Element) => control.querySelector<HTMLButtonElement>('[data-slot="hero-video-control"]')!;

describe('the hero video, an island in two roots', () => {
  it('writes its backdrop and its control as islands, the copy between them outside, with only what they show', () => {
    const { backdrop, control } = servedHero();
    expect([backdrop, control].map((island) => island.getAttribute('name'))).toEqual(['hero-video', 'hero-video']);
    // Both start when the page has loaded: the clip waits for its poster anyway (./islands.test.tsx, `load`).
    expect([backdrop, control].map((island) => island.getAttribute(ISLAND_HYDRATE))).toEqual(['load', 'load']);
    expect(document.querySelectorAll('infinyte-island')).toHaveLength(2);
    expect(document.querySelector('h1')!.closest('infinyte-island'), 'the copy is static').toBeNull();
    expect(document.querySelector('infinyte-island infinyte-island')).toBeNull();

    const backdropProps = parseProps(JSON.parse(backdrop.getAttribute('props')!));
    expect(backdropProps).toEqual({
      part: 'backdrop',
      image,
      video: { src: video!.src },
      autoPlay: true,
      sizes: HERO_SIZES.media,
      priority: false,
      'data-parallax-layer': 'backdrop',
    });
    expect(backdrop.getAttribute('props'), 'the poster once, as the picture: not the video entry').not.toContain(
      '"loop"',
    );
    expect(parseProps(JSON.parse(control.getAttribute('props')!))).toEqual({ part: 'control', autoPlay: true });
    // The prerendered page cannot know the motion preference: it offers Play, over the poster.
    expect(button(control).getAttribute('aria-label')).toBe('Play background video');
    expect(backdrop.querySelector('[data-parallax-layer="backdrop"] img')).not.toBeNull();
    expect(backdrop.querySelector('video')!.hasAttribute('src'), 'no clip before the code').toBe(false);
  });

  it('hydrates both roots without a mismatch, each ready once its code has run, and the clip starts by itself', async () => {
    stubMotion(false);
    const { play } = countPlayback();
    const { backdrop, control } = servedHero();
    const poster = backdrop.querySelector('img');
    for (const island of [backdrop, control]) {
      const { recoverable, consoleErrors } = await hydrate(island);
      expect(recoverable).toEqual([]);
      expect(consoleErrors).toEqual([]);
      expect(island.hasAttribute(ISLAND_READY)).toBe(true);
    }
    expect(backdrop.querySelector('img'), 'the served poster, adopted').toBe(poster);
    expect(backdrop.querySelector('video')!.hasAttribute('src'), 'no clip before the poster').toBe(false);
    await posterLoads(backdrop);
    expect(backdrop.querySelector('video')!.getAttribute('src')).toContain('home');
    expect(play).toHaveBeenCalled();
    expect(button(control).getAttribute('aria-label')).toBe('Pause background video');
  });

  it('starts nothing under reduced motion, and a press on the ready control plays the clip in the other root', async () => {
    stubMotion(true);
    const { play, pause } = countPlayback();
    const { backdrop, control } = servedHero();
    await hydrate(backdrop);
    await hydrate(control);
    await posterLoads(backdrop);
    expect(play).not.toHaveBeenCalled();
    expect(button(control).getAttribute('aria-label')).toBe('Play background video');

    await act(async () => button(control).click());
    expect(play).toHaveBeenCalledTimes(1);
    expect(button(control).getAttribute('aria-label')).toBe('Pause background video');
    await act(async () => button(control).click());
    expect(pause).toHaveBeenCalled();
    expect(heroVideoChoice.get()).toBe('pause');
  });

  it('keeps presses that come before its code and applies the Play they asked for once, after', async () => {
    stubMotion(true);
    const { play } = countPlayback();
    const { backdrop, control } = servedHero();
    await hydrate(backdrop);
    await posterLoads(backdrop);
    // Two presses on Play before the control's code: the visitor saw Play both times.
    press(button(control));
    press(button(control));
    expect(window.earlyPresses).toHaveLength(2);
    expect(heroVideoChoice.get(), 'kept, not applied before the island is ready').toBe('auto');
    expect(play).not.toHaveBeenCalled();

    await hydrate(control);
    expect(window.earlyPresses).toEqual([]);
    // The first plays the clip; the second, on a control that now offers Pause, is dropped, not taken as a flip.
    expect(heroVideoChoice.get()).toBe('play');
    expect(play).toHaveBeenCalledTimes(1);
    expect(button(control).getAttribute('aria-label')).toBe('Pause background video');
  });

  it('leaves the copy outside to answer by itself', () => {
    servedHero();
    press(document.querySelector('h1 + button')!);
    expect(window.earlyPresses).toEqual([]);
  });

  it('is the plain backdrop and control inside another island, and a backdrop without a clip is a picture', () => {
    function Plain({ withVideo }: { withVideo: boolean }) {
      const [posterRef, videoRef, state] = useHeroVideo(withVideo, true);
      return (
        <>
          <HeroBackdrop
            image={image!}
            video={withVideo ? video : undefined}
            posterRef={posterRef}
            videoRef={videoRef}
            state={state}
          />
          {withVideo && <VideoPauseControl state={state} />}
        </>
      );
    }
    const inside = renderToString(
      <InsideIsland value>
        <Plain withVideo />
      </InsideIsland>,
    );
    expect(inside).not.toContain('infinyte-island');
    expect(inside).toContain('<video');
    expect(inside).toContain('Play background video');
    const picture = renderToString(<Plain withVideo={false} />);
    expect(picture).not.toContain('infinyte-island');
    expect(picture).not.toContain('<video');
  });

  it('refuses props that are not a poster and a clip, or a control', () => {
    const backdrop = {
      part: 'backdrop',
      image,
      video: { src: video!.src },
      autoPlay: true,
      sizes: HERO_SIZES.media,
      priority: false,
    };
    expect(parseProps(backdrop)).toEqual(backdrop);
    expect(() => parseProps({ ...backdrop, video })).toThrow("not a backdrop's poster and clip, or its control");
    expect(() => parseProps({ ...backdrop, autoPlay: 'yes' })).toThrow('hero video');
    expect(() => parseProps({ ...backdrop, onClick: 'play()' })).toThrow('hero video');
    expect(() => parseProps({ part: 'control' })).toThrow('hero video');
    expect(() => parseProps({ part: 'caption', autoPlay: true })).toThrow('hero video');
    expect(parseProps({ part: 'control', autoPlay: false })).toEqual({ part: 'control', autoPlay: false });
  });
});
