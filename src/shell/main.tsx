import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// i18n first: the first render already needs its texts.
import './i18n.ts';
import { App } from './App.tsx';
import { initPush } from './push.ts';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
initPush();
