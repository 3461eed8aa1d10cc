/** Texts of the shared building blocks (English ships with them; see lib/i18n). */
export const uiEn = {
  close: 'Close',
  tryAgain: 'Try again',
  warning: 'Warning',
  pictureNotFound: 'Picture not found',
  namedPictureNotFound: '{{name}}: picture not found',
  loadingPicture: 'Loading picture',
  namedPictureLoading: '{{name}} (loading)',
};
