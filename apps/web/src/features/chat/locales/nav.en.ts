/** The two ways into chat on every page (top bar, credits bar): tiny, on the first load. */
export const chatNavEn = {
  contacts: 'Contacts',
  chatAndCall: 'Chat & Call',
};
