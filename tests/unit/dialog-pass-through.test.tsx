// @vitest-environment jsdom
// The dialog primitive and its close control pass native, aria-* and data-* attributes through,
// like every other primitive (primitives-pass-through.test.tsx). They render into a portal only
// once mounted in a document, so this test opens them in one instead of rendering to a string.
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import * as Dialog from '@/components/ui/dialog';
import { DialogCloseButton } from '@/components/ui/dialog-close-button';

const probe = (testId: string) => ({
  'data-testid': testId,
  'aria-describedby': 'probe-help',
  title: 'Probe title',
  lang: 'en-GB',
});

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
});

function openDialog() {
  const host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  act(() =>
    root!.render(
      <Dialog.Root open>
        <Dialog.Content placement="bottom" {...probe('content')}>
          <Dialog.Title>Probe</Dialog.Title>
          <Dialog.Description>Attributes reach the element.</Dialog.Description>
          <DialogCloseButton label="Close" {...probe('close')} />
        </Dialog.Content>
      </Dialog.Root>,
    ),
  );
}

describe('the dialog primitive passes props through', () => {
  it.each([
    ['Dialog.Content', 'content', 'DIV', 'dialog'],
    ['DialogCloseButton', 'close', 'BUTTON', 'dialog-close-button'],
  ])('%s', (_name, testId, tagName, slot) => {
    openDialog();
    const element = document.querySelector(`[data-testid="${testId}"]`);
    expect(element?.tagName).toBe(tagName);
    expect(element?.getAttribute('data-slot')).toBe(slot);
    // Radix adds its description's id to the content's; the caller's id must stay among them.
    expect(element?.getAttribute('aria-describedby')?.split(' ')).toContain('probe-help');
    expect(element?.getAttribute('title')).toBe('Probe title');
    expect(element?.getAttribute('lang')).toBe('en-GB');
  });

  it('keeps its own placement and role beside them', () => {
    openDialog();
    const content = document.querySelector('[data-testid="content"]');
    expect(content?.getAttribute('role')).toBe('dialog');
    expect(content?.getAttribute('data-placement')).toBe('bottom');
  });
});
