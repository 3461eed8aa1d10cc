/** Who is looking, as the app tells the chat (features do not read each other's state). */
export type SignInState = 'loading' | 'signedIn' | 'signedOut';

/** Builds the sign-in address that brings the child back to `returnTo` afterwards. */
export type SignInPath = (returnTo: string) => string;
