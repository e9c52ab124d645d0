/**
 * Screen alerts: opens the SMTP transport (when configured) and starts the offline-screen check
 * (services/screens/screen-monitor) when the server is ready; both stop on close. Before anything is checked,
 * kiosk records that anonymous heartbeats made before screens were paired are removed (issue 24).
 */
import fp from 'fastify-plugin';
import { openMailer } from '../../services/screens/alert-delivery';
import { startScreenMonitor } from '../../services/screens/screen-monitor';

export default fp(
  async (app) => {
    const dropped = await app.repos.screens.dropUnpairedKiosks();
    if (dropped > 0) app.log.info({ dropped }, 'removed kiosk records that were never paired (issue 24)');
    openMailer(app);
    let stop: (() => void) | null = null;
    app.addHook('onReady', async () => {
      stop = startScreenMonitor(app);
    });
    app.addHook('onClose', async () => stop?.());
  },
  { name: 'screen-monitor', dependencies: ['repositories'] },
);
