import '../shared/theme/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { buildPorts } from './build-ports';
import { readConfig } from './config';
import { createApp } from './create-app';
import { StartupError } from './StartupError';

const root = createRoot(document.getElementById('root')!);

async function start() {
  try {
    const ports = await buildPorts(readConfig(import.meta.env));
    const { App } = createApp(ports);
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  } catch (error) {
    // a misconfiguration shows its message, never a blank page
    console.error(error);
    root.render(<StartupError error={error} />);
  }
}

void start();
