// Browser entry: hydrates prerendered HTML, or renders from scratch in `vite dev`.
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { createAppRouter } from './router';
import '@/styles/global.css';

const router = createAppRouter();
const container = document.getElementById('root');

if (container?.hasChildNodes()) {
  hydrateRoot(
    container,
    <StrictMode>
      <RouterClient router={router} />
    </StrictMode>,
  );
} else if (container) {
  createRoot(container).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}
