// Every HTTP route of the API, written once: its method, its path (Fastify's `:param` syntax) and
// who may call it. The server registers each route from here and one hook enforces `access`; the
// web builds each call's address with pathTo. Paths keep the product's casing (docs/product.md,
// "The API": `/api/Subscriptions`, `/api/Marketplace`); body fields with odd casing are renamed at
// the server's edge instead (docs/decisions/0014-routes-and-access-in-the-contracts.md). Plain
// values: no zod here.

/**
 * Who may call a route: anyone (a token, if sent, still tells who), a signed-in user, a signed-in
 * user acting as the parent (not as a child profile: no X-Child-Profile header), an admin.
 */
export type Access = 'anyone' | 'user' | 'parent' | 'admin';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export type ApiRoute<Path extends string = string> = {
  readonly method: HttpMethod;
  readonly path: Path;
  readonly access: Access;
};

/**
 * better-auth answers everything under this path itself (sign-in, sessions, tokens, account
 * changes); its client builds most of those addresses from here.
 */
export const AUTH_BASE_PATH = '/api/auth';

const route = <const Path extends string>(
  method: HttpMethod,
  path: Path,
  access: Access,
): ApiRoute<Path> => ({ method, path, access });

export const ApiRoutes = {
  health: {
    alive: route('GET', '/healthz', 'anyone'),
    ready: route('GET', '/readyz', 'anyone'),
  },
  me: {
    get: route('GET', '/api/me', 'user'),
    export: route('GET', '/api/me/export', 'parent'),
    delete: route('DELETE', '/api/me', 'parent'),
  },
  live: {
    stream: route('GET', '/api/live', 'user'),
  },
  files: {
    signedUrl: route('GET', '/api/files/signed-url', 'user'),
    download: route('GET', '/api/files/*', 'anyone'),
  },
  plans: {
    publicConfiguration: route('GET', '/api/system-configuration/public', 'anyone'),
    currentSubscription: route('GET', '/api/Subscriptions/current', 'user'),
    setupDefaultSubscription: route(
      'POST',
      '/api/Subscriptions/SetupNewDefaultSubscription',
      'user',
    ),
  },
  payments: {
    checkout: route('POST', '/api/Subscriptions/Checkout', 'parent'),
    changePlan: route('POST', '/api/Subscriptions/ChangePlan', 'parent'),
    /** Stripe calls it; the signature of the body is its authentication. */
    webhook: route('POST', '/api/Subscriptions/webhook', 'anyone'),
  },
  storyElements: {
    get: route('GET', '/storyElement/get/:id', 'user'),
    list: route('GET', '/storyElement/list', 'user'),
    upsert: route('POST', '/storyElement/upsert', 'user'),
    delete: route('DELETE', '/storyElement/delete/:id', 'user'),
    knowledge: route('GET', '/storyElement/:id/knowledge/:knowledgeId', 'user'),
    generateAvatar: route('POST', '/storyElement/generate-avatar', 'user'),
  },
  sharing: {
    share: route('POST', '/api/sharing/link/:id', 'user'),
    revoke: route('DELETE', '/api/sharing/link/:id', 'user'),
    sharedContent: route('GET', '/api/shared/code/:code', 'anyone'),
  },
  demo: {
    /** A campaign's demo content; the empty content object for an unknown or ended code. */
    content: route('GET', '/api/demo/:code', 'anyone'),
    campaigns: route('GET', '/api/DevOps/campaigns', 'admin'),
    createCampaign: route('POST', '/api/DevOps/campaigns', 'admin'),
    setDefaultCampaign: route('PUT', '/api/DevOps/campaigns/default', 'admin'),
  },
  stories: {
    upsert: route('POST', '/story/upsert', 'user'),
    get: route('GET', '/story/get/:id', 'user'),
    list: route('GET', '/story/list', 'user'),
    delete: route('DELETE', '/story/delete/:id', 'user'),
  },
  artifacts: {
    generate: route('POST', '/artifacts/generate', 'user'),
    get: route('GET', '/artifacts/:id', 'user'),
    cancel: route('POST', '/artifacts/:id/cancel', 'user'),
    delete: route('DELETE', '/story/:storyId/artifact/:artifactId', 'user'),
    create: route('POST', '/artifacts/create', 'user'),
    regenerateImage: route('PUT', '/artifacts/:id/regenerate-image', 'user'),
    setParent: route('PUT', '/artifacts/:id/parent', 'user'),
    pdf: route('GET', '/artifacts/:id/pdf', 'user'),
  },
  enhancements: {
    enhance: route('POST', '/enhancements/enhance', 'user'),
  },
  narrator: {
    voiceSamples: route('GET', '/audiobook/voice-samples', 'anyone'),
    voiceSample: route('GET', '/audiobook/voice-samples/:voiceId.mp3', 'anyone'),
    espeakVoiceSamples: route('GET', '/espeak/voice-samples', 'anyone'),
    /** One each for the configured speech providers: `/openai-compatible/…`, `/elevenlabs/…`. */
    providerVoiceSamples: route('GET', '/:provider/voice-samples', 'anyone'),
  },
  accountConfiguration: {
    get: route('GET', '/account-configuration', 'user'),
    replace: route('PUT', '/account-configuration', 'parent'),
    preferredLanguage: route('PUT', '/account-configuration/preferred-language', 'parent'),
    phoneNumber: route('PUT', '/account-configuration/phone-number', 'parent'),
    phoneNumberSlot: route('PUT', '/account-configuration/phone-number-slot', 'parent'),
    phoneNumberSlots: route('GET', '/account-configuration/phone-number-slots', 'user'),
    /** Whether the saved number is verified (phone lines answer only a verified number). */
    phoneVerification: route('GET', '/account-configuration/phone-number/verification', 'parent'),
    /** Texts a code to the saved number. */
    sendPhoneCode: route('POST', '/account-configuration/phone-number/verification/code', 'parent'),
    /** Checks the code; right, the number is verified. */
    confirmPhoneCode: route('POST', '/account-configuration/phone-number/verification', 'parent'),
  },
  marketplace: {
    publish: route('POST', '/api/Marketplace/Publish', 'parent'),
    publishProduct: route('POST', '/api/Marketplace/PublishProduct', 'parent'),
    unpublishProduct: route('POST', '/api/Marketplace/UnpublishProduct', 'parent'),
    acquire: route('POST', '/api/Marketplace/Acquire', 'user'),
    abandonProduct: route('POST', '/api/Marketplace/AbandonProduct', 'user'),
    reportProduct: route('POST', '/api/Marketplace/ReportProduct', 'user'),
    products: route('GET', '/api/Marketplace/products', 'anyone'),
    product: route('GET', '/api/Marketplace/products/:productId', 'anyone'),
    myProducts: route('GET', '/api/Marketplace/my-products', 'user'),
    categories: route('GET', '/api/Marketplace/categories', 'anyone'),
    reports: route('GET', '/api/Marketplace/reports', 'admin'),
    seedCategories: route('POST', '/api/Maintenance/seed-categories', 'admin'),
  },
  chat: {
    /** `:id` is the character's id; anyone, because visitors may talk with the demo's characters. */
    setup: route('POST', '/api/Chat/:id/Setup', 'anyone'),
    turn: route('POST', '/api/Chat/:id/Turn', 'anyone'),
    /** A parent clears the family's conversation with one character. */
    clear: route('DELETE', '/api/Chat/:id', 'parent'),
  },
  /**
   * Voice calls with characters (docs/decisions/0025-voice-calls.md): plain HTTP, metered per
   * started minute by the server's clock. `:storyId` may be 'all' (every story of the character).
   */
  voiceCalls: {
    start: route('POST', '/api/Chat/voice-chat/start/:storyId/:characterId', 'user'),
    /** The child's words: a WAV body (or {text} when the browser recognises); the reply streams. */
    utterance: route('POST', '/api/Chat/voice-chat/:callId/utterance', 'user'),
    heartbeat: route('POST', '/api/Chat/voice-chat/:callId/heartbeat', 'user'),
    end: route('POST', '/api/Chat/voice-chat/:callId/end', 'user'),
  },
  /**
   * Phone lines (docs/decisions/0028-phone-lines.md): Twilio calls them as a call goes on; its
   * signature (X-Twilio-Signature) is their authentication. 404 without Twilio configured.
   */
  phoneLines: {
    incoming: route('POST', '/api/phone/incoming', 'anyone'),
    gather: route('POST', '/api/phone/gather', 'anyone'),
    status: route('POST', '/api/phone/status', 'anyone'),
  },
  /** The /voice-test page: recognition against a general grammar of children's questions. */
  voiceTest: {
    recognize: route('POST', '/api/voice-test/recognize', 'anyone'),
  },
  /** Parents in charge: child profiles, the PIN, the parent's settings, the children's transcripts. */
  parents: {
    profiles: route('GET', '/api/parents/profiles', 'parent'),
    createProfile: route('POST', '/api/parents/profiles', 'parent'),
    updateProfile: route('PUT', '/api/parents/profiles/:id', 'parent'),
    deleteProfile: route('DELETE', '/api/parents/profiles/:id', 'parent'),
    setPin: route('PUT', '/api/parents/pin', 'parent'),
    /** A device acting as a child checks the PIN before it switches back to the parent. */
    unlock: route('POST', '/api/parents/unlock', 'user'),
    settings: route('GET', '/api/parents/settings', 'parent'),
    replaceSettings: route('PUT', '/api/parents/settings', 'parent'),
    transcripts: route('GET', '/api/parents/transcripts', 'parent'),
    deleteTranscript: route('DELETE', '/api/parents/transcripts/:conversationId', 'parent'),
    /** The children's safety events, newest first, each with its moment in the transcript. */
    safetyEvents: route('GET', '/api/parents/safety-events', 'parent'),
  },
  feedback: {
    send: route('POST', '/api/feedback', 'anyone'),
    list: route('GET', '/api/feedback', 'admin'),
  },
  events: {
    record: route('POST', '/api/events', 'anyone'),
    systemEvents: route('GET', '/api/DevOps/system-events', 'admin'),
    systemEventsOfUser: route('GET', '/api/DevOps/system-events/:userId', 'admin'),
  },
  admin: {
    users: route('POST', '/api/DevOps/users', 'admin'),
    userPlan: route('GET', '/api/DevOps/users/:userId/plan', 'admin'),
    setUserPlan: route('POST', '/api/DevOps/users/:userId/plan', 'admin'),
    grantCredits: route('POST', '/api/DevOps/users/:userId/credits', 'admin'),
    systemConfiguration: route('GET', '/api/DevOps/system-configuration', 'admin'),
    replaceSystemConfiguration: route('PUT', '/api/DevOps/system-configuration', 'admin'),
    jobs: route('GET', '/api/DevOps/jobs', 'admin'),
    monitoring: route('GET', '/api/DevOps/monitoring', 'admin'),
    migrations: route('GET', '/api/DevOps/migrations', 'admin'),
  },
  /** Running it: the dashboard, reminders, data migrations, diagnostics, errors, traces. */
  operations: {
    dashboard: route('GET', '/api/DevOps/dashboard', 'admin'),
    reminders: route('GET', '/api/DevOps/reminders', 'admin'),
    seedReminders: route('POST', '/api/DevOps/seed-reminders', 'admin'),
    completeReminder: route('POST', '/api/DevOps/reminders/:id/complete', 'admin'),
    backfillSubscriptionEmailDomain: route(
      'POST',
      '/api/DevOps/data-migrations/backfill-subscription-email-domain',
      'admin',
    ),
    seedPaymentConfiguration: route('POST', '/api/Maintenance/seed-payment-configuration', 'admin'),
    chatCompletion: route('POST', '/api/Diagnostics/chat-completion', 'admin'),
    /** Anyone: a visitor's page can fail too. Reports are rate limited per address. */
    reportClientError: route('POST', '/api/Diagnostics/errors', 'anyone'),
    errorGroups: route('GET', '/api/Diagnostics/errors', 'admin'),
    traces: route('GET', '/api/Diagnostics/tracing/traces', 'admin'),
    trace: route('GET', '/api/Diagnostics/tracing/traces/:traceId', 'admin'),
    traceAttachment: route(
      'GET',
      '/api/Diagnostics/tracing/attachments/:transactionId/:spanId/:attachmentId/:fileName',
      'admin',
    ),
    /** Prometheus scrapes it with METRICS_TOKEN as its bearer token (checked by the route). */
    metrics: route('GET', '/metrics', 'anyone'),
  },
  /**
   * better-auth's own endpoints that the web calls by address. The server hands everything under
   * AUTH_BASE_PATH to better-auth, which knows the caller by the session cookie: for the access
   * hook they are open to anyone, and they are hidden from the OpenAPI document.
   */
  auth: {
    session: route('GET', '/api/auth/get-session', 'anyone'),
    token: route('GET', '/api/auth/token', 'anyone'),
    signOut: route('POST', '/api/auth/sign-out', 'anyone'),
    updateUser: route('POST', '/api/auth/update-user', 'anyone'),
    changePassword: route('POST', '/api/auth/change-password', 'anyone'),
    listAccounts: route('GET', '/api/auth/list-accounts', 'anyone'),
  },
} as const;

/** The names a path's `:param` segments give (`:voiceId.mp3` names voiceId), and `*`. */
export type PathParamNames<Path extends string> =
  Path extends `${string}:${infer Param}/${infer Rest}`
    ? ParamName<Param> | PathParamNames<`/${Rest}`>
    : Path extends `${string}:${infer Param}`
      ? ParamName<Param>
      : Path extends `${string}*`
        ? '*'
        : never;
type ParamName<Segment extends string> = Segment extends `${infer Name}.${string}` ? Name : Segment;

/** The values a route's path needs, by name; none for a path without parameters. */
export type PathParams<Path extends string> = Record<PathParamNames<Path>, string>;

/** Whether a route's path names parameters, so a call to it must give them. */
export type HasPathParams<Path extends string> = [PathParamNames<Path>] extends [never]
  ? false
  : true;

/** pathTo's arguments after the route: the path's values (required when it names any), a query. */
export type PathArgs<Path extends string> = [PathParamNames<Path>] extends [never]
  ? [params?: Record<string, never>, query?: QueryValues]
  : [params: PathParams<Path>, query?: QueryValues];

/** A query string's values by name; undefined ones are left out. */
export type QueryValues = Record<string, string | number | boolean | undefined>;

/**
 * The address of a call to `route`, its parameters filled in (each encoded; `*` keeps its
 * slashes) and an optional query string; parameters left undefined in the query are left out.
 */
export function pathTo<Path extends string>(
  route: ApiRoute<Path>,
  ...[params, query]: PathArgs<Path>
): string {
  const values = (params ?? {}) as Record<string, string>;
  const path = route.path
    .replace(/:([A-Za-z][A-Za-z0-9]*)/g, (_match, name: string) => {
      const value = values[name];
      if (value === undefined) throw new Error(`pathTo: ${route.path} needs ${name}`);
      return encodeURIComponent(value);
    })
    .replace(/\*$/, () => (values['*'] ?? '').split('/').map(encodeURIComponent).join('/'));
  const search = Object.entries(query ?? {}).flatMap(([name, value]) =>
    value === undefined ? [] : [`${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`],
  );
  return search.length === 0 ? path : `${path}?${search.join('&')}`;
}
