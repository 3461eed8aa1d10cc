/** The share-link dialog's texts: they load with the dialog, not with the first page. */
export const shareEn = {
  title: 'Share {{name}}',
  making: 'Making a link…',
  failed: "We couldn't make a link. {{message}}",
  anyone: 'Anyone with this link can see {{name}}. They cannot change anything.',
  anyoneWithContents:
    'Anyone with this link can see {{name}} and everything in it. They cannot change anything.',
  link: 'Link',
  copy: 'Copy',
  copied: 'Copied',
  copyFailed: 'Copying did not work here. Select the link and copy it yourself.',
  stopping: 'Stopping…',
  stop: 'Stop sharing',
  stopped: 'Sharing stopped. The link no longer works.',
  again: 'Share again',
};
