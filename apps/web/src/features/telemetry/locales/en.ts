/** The update banner's texts. */
export const telemetryEn = {
  updateReady: 'A new version of {{productName}} is ready.',
  reload: 'Reload',
};
