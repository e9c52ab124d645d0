/**
 * Screen alerts: opens the SMTP transport (when configured) and starts the offline-screen check
 * (services/screens/screen-monitor) when the server is ready; both stop on close.
 */
import fp from 'fastify-plugin';
import { openMailer } from '../../services/screens/alert-delivery';
import { startScreenMonitor } from '../../services/screens/screen-monitor';

export default fp(
  async (app) => {
    openMailer(app);
    let stop: (() => void) | null = null;
    app.addHook('onReady', async () => {
      stop = startScreenMonitor(app);
    });
    app.addHook('onClose', async () => stop?.());
  },
  { name: 'screen-monitor', dependencies: ['repositories'] },
);
