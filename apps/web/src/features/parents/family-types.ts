/** A character of the family's library, as the parents' page offers it (app/ reads the library). */
export interface LibraryCharacter {
  id: string;
  name: string;
  /** Its picture's storage path, or null. */
  avatarPath: string | null;
}
