import '@patternfly/react-core/dist/styles/base.css';
// The utility classes (pf-v6-u-mt-md…) the pages use for spacing; base.css does not carry them.
import '@patternfly/patternfly/patternfly-addons.css';
import './app/patternfly-overrides.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { applyInitialTheme } from './shared/theme/theme';

applyInitialTheme();
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
