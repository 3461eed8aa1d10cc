/** The Call buttons on the chat page and in Contacts: a tiny namespace of their own. */
export const callsNavEn = {
  call: 'Call',
  callName: 'Call {{name}}',
};
