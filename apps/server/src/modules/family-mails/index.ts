// The public surface of this folder: other modules and engines import only from here.
export { createFamilyMails, type FamilyMails } from './family-mails.js';
export { scheduleDigests } from './digest-schedule.js';
