/**
 * Browser entry (index.html): loads the first paint's part of the PrimeReact theme (with contrast fixes)
 * and starts the app; a failure to start is logged to the console (spec §8). The whole theme comes with
 * the signed-in layout (MainLayout), so the account pages of a first visit do not wait for it (README "Performance").
 */
import './app/themeCritical.css';
import './app/theme.css';
import { startApp } from './app/startApp';

try {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  startApp(container);
} catch (error) {
  console.error('The application failed to start.', error);
}
