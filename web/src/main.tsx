/**
 * Browser entry (index.html): loads the PrimeReact theme (with contrast fixes) and starts the app; a
 * failure to start is logged to the console (spec §8).
 */
import 'primereact/resources/themes/lara-light-indigo/theme.css';
import 'primereact/resources/primereact.min.css';
import './app/theme.css';
import { startApp } from './app/startApp';

try {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  startApp(container);
} catch (error) {
  console.error('The application failed to start.', error);
}
