// Browser entry: hydrates prerendered HTML, or renders from scratch in `vite dev`.
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { createAppRouter } from './router';
import '@/styles/global.css';

// The web font is not needed for the first paint (its fallback face has the same metrics),
// so it is fetched with the app instead of competing with the page's own first requests.
void import('@/styles/fonts.css');

const router = createAppRouter();
const container = document.getElementById('root');

if (container?.hasChildNodes()) {
  // As a transition, hydration yields to the browser every few milliseconds instead of
  // holding the main thread for the whole page: the prerendered page stays responsive
  // (lower Total Blocking Time) while React attaches to it.
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <RouterClient router={router} />
      </StrictMode>,
    );
  });
} else if (container) {
  createRoot(container).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}
