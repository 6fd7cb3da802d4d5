/**
 * The app's typed configuration: the business constants of the product specification (section 9
 * and the ones scattered through sections 2–8) and the zod-validated environment.
 *
 * This is the only module that reads `process.env`. Constants are safe to import anywhere,
 * including the browser bundle; `getEnv()` is only ever called on the server.
 */
import { z } from 'zod'

export const locales = ['ar', 'en'] as const
export type Locale = (typeof locales)[number]
export const defaultLocale: Locale = 'ar'

const DAY_SECONDS = 24 * 60 * 60
const MIB = 1024 * 1024
const CV_MAX_BYTES = 5 * MIB

export const appConfig = {
  currency: 'SAR',
  /** Saudi VAT; every price the dealer publishes already includes it. */
  vatRate: 0.15,
  cities: ['jeddah', 'riyadh', 'abha', 'tabuk'],
  companyOrderReplyHours: 24,
  /** An individual's confirmed order: the sales team calls within this many working days (decision 0084). */
  individualOrderCallWorkingDays: 1,
  /** A company order still unanswered this long after its confirmation reminds sales (decision 0087). */
  companyOrderReminderHours: 18,
  /** A CV's largest size; every message that states it ("at most 5 MB") is made from it. */
  cvMaxBytes: CV_MAX_BYTES,
  /**
   * The largest request body the server reads: a CV plus the application form around it.
   * deploy/nginx.conf's `client_max_body_size` must say the same (src/lib/config-messages.test.ts).
   */
  requestBodyMaxBytes: CV_MAX_BYTES + MIB,
  cvAcceptedExtensions: ['pdf', 'doc', 'docx', 'png'],
  otpLength: 6,
  /** An order's SMS code works this long after it is sent; the code step and the SMS say so. */
  orderCodeLifetimeSeconds: 10 * 60,
  textareaRows: 5,
  /**
   * "Value my car" (issue 41, decision 0102). Staff answer a request with an estimate in riyals
   * that holds `estimateValidDays` (as peers guarantee a valuation for 7 days). The photos stay
   * in the request's body limit (`requestBodyMaxBytes`) one at a time. What is kept, and how long
   * (PDPL: no longer than the estimate's purpose), is decided by the retention periods below.
   */
  tradeIn: {
    estimateValidDays: 7,
    maxPhotos: 3,
    photoMaxBytes: CV_MAX_BYTES,
    /** A photo uploaded and never sent with a request is deleted after this. */
    unattachedPhotoSeconds: 60 * 60,
    /** A confirmed request nobody answered is deleted, with its photos, this many days after it came. */
    unansweredRetentionDays: 30,
    /** An answered request is deleted this many days after its estimate expired (its photos at the expiry). */
    retentionDaysAfterExpiry: 30,
  },
  localeCookie: {
    name: 'locale',
    maxAgeSeconds: 365 * DAY_SECONDS,
    path: '/',
    sameSite: 'lax',
  },
  /**
   * The dealer API's double-submit token (docs/decisions/0034). Over HTTPS the cookie carries the
   * `__Host-` prefix, which browsers accept only with Secure, Path=/ and no Domain, so no sibling
   * subdomain can plant it; plain HTTP (local development) cannot use the prefix.
   */
  csrf: { cookieName: 'XSRF-TOKEN', secureCookieName: '__Host-XSRF-TOKEN', headerName: 'X-XSRF-TOKEN' },
  /**
   * Staff sign-in (docs/decisions/0051). A session ends after `idleSeconds` without use and in any
   * case `absoluteSeconds` after sign-in (a working day).
   */
  staff: {
    sessionCookie: { name: 'staff_session', secureName: '__Host-staff_session' },
    idleSeconds: 2 * 60 * 60,
    absoluteSeconds: 12 * 60 * 60,
    /**
     * Failed password checks (docs/decisions/0072). Each scope lets `free` failures within its
     * window through; each further failure locks that scope alone, for `firstLockSeconds`, then
     * twice as long as the lock before, at most `maxLockSeconds`. `address`: one account from one
     * network address; `account`: one account from every browser it does not know (NIST SP
     * 800-63B allows at most 100); `device`: one account on a browser it knows; `session`: the
     * current password of a password change; `network`: one address across accounts (the default
     * of STAFF_SIGN_IN_FAILURES_PER_ADDRESS). Right passwords never count.
     */
    signInLocks: {
      firstLockSeconds: 60,
      maxLockSeconds: 60 * 60,
      address: { free: 5, windowSeconds: DAY_SECONDS },
      account: { free: 50, windowSeconds: DAY_SECONDS },
      device: { free: 5, windowSeconds: DAY_SECONDS },
      session: { free: 5, windowSeconds: DAY_SECONDS },
      network: { free: 30, windowSeconds: 15 * 60 },
    },
    /**
     * A browser an account signed in on is known to it for `lifetimeSeconds` after its last
     * sign-in there (signed, httpOnly cookie); an account keeps its `perAccount` latest browsers.
     */
    device: {
      cookie: { name: 'staff_device', secureName: '__Host-staff_device' },
      lifetimeSeconds: 90 * DAY_SECONDS,
      perAccount: 20,
    },
    /**
     * The second factor (docs/decisions/0093): an authenticator app's six-digit code after the
     * password, required of admins. `challengeSeconds`: how long the code step waits after a right
     * password (then the password again); the challenge is kept in `cookie` (httpOnly). `issuer`:
     * the name the app lists the account under.
     */
    secondFactor: {
      issuer: 'Murooj Motors',
      challengeSeconds: 10 * 60,
      backupCodes: 10,
      cookie: { name: 'staff_second_factor', secureName: '__Host-staff_second_factor' },
      requiredOf: ['admin'] as readonly string[],
    },
  },
  /**
   * A buyer's "My orders" (decision 0099): signed in by an SMS code to the mobile the orders were
   * placed with, for a fixed `sessionSeconds` from the sign-in (no sliding: a short look, perhaps a
   * withdrawal, then it ends by itself), on that browser only (an httpOnly cookie).
   */
  buyer: {
    sessionCookie: { name: 'buyer_session', secureName: '__Host-buyer_session' },
    sessionSeconds: 30 * 60,
  },
  apiRetry: {
    retries: 1,
    methods: ['GET'],
    statuses: [408, 409, 425, 429, 500, 502, 503, 504],
  },
  build: { checkIntervalMs: 3_600_000, reloadGuardMs: 10_000 },
  toast: { position: 'top-right', durationMs: 5000, visibleToasts: 20 },
  aos: { offset: 120, delay: 0, easing: 'ease', duration: 400, throttleDelay: 99, debounceDelay: 50 },
  /** Saved cars live in the visitor's browser; the cap keeps the by-id request small. */
  favorites: { maxItems: 100 },
  /**
   * What the "from … / month" on every card assumes, and where the calculator starts (decision
   * 0050): 15% down, 60 months, a flat 4.49% a year. A promise made in the shop's words, so the
   * market's monthly filter, the finance page and every card state these figures from here.
   */
  advertisedFinance: { downPaymentShare: 0.15, termMonths: 60, annualProfitRatePercent: 4.49 },
  /**
   * Where links that come from content or settings may lead (spec section 8: refused unless
   * allowed here). `javascript:`, `data:`, `blob:` and `vbscript:` are refused whatever this says.
   * A host rule allows exactly that host over https (http is upgraded), `subdomains` also any
   * subdomain, `pathPrefix` only that path and below.
   */
  externalNavigation: {
    schemes: ['tel:', 'mailto:'],
    hosts: [
      { host: 'maps.google.com' },
      { host: 'www.google.com', pathPrefix: '/maps' },
      { host: 'google.com', pathPrefix: '/maps' },
      { host: 'goo.gl', pathPrefix: '/maps' },
      { host: 'maps.app.goo.gl' },
      { host: 'wa.me' },
      { host: 'api.whatsapp.com' },
      { host: 'x.com', subdomains: true },
      { host: 'twitter.com', subdomains: true },
      { host: 'facebook.com', subdomains: true },
      { host: 'linkedin.com', subdomains: true },
      { host: 't.me' },
      { host: 'telegram.me' },
      { host: 'snapchat.com', subdomains: true },
      { host: 'instagram.com', subdomains: true },
      { host: 'tiktok.com', subdomains: true },
      { host: 'youtube.com', subdomains: true },
    ],
  },
  /**
   * Route rules: old or alternative addresses that permanently redirect to a page (in the same
   * language). Keys and targets are unprefixed paths.
   */
  routeRedirects: {
    '/home': '/',
    '/index.html': '/',
    '/favorites': '/wishlist',
    '/favourites': '/wishlist',
    '/offer': '/offers',
    '/careers': '/jobs',
    '/privacy': '/policy',
    '/faq': '/faqs',
    '/order': '/order-individuals',
  } as Record<string, string>,
  /** Hashed build assets never change under the same URL. */
  immutableAssetMaxAgeSeconds: 31_536_000,
  /**
   * How much work the production server takes on at once (docs/decisions/0023-overload.md). Past
   * it, requests wait in a short queue or are refused at once with 503 and Retry-After, so a
   * crowd gets a quick "come back shortly" instead of slow answers for everyone, and memory stays
   * bounded. Renders are counted per render thread; dealer-API calls (from outside and from the
   * render threads) on the main thread. Sizes can be changed per deployment (RENDER_CONCURRENCY,
   * RENDER_QUEUE, API_CONCURRENCY, API_QUEUE).
   */
  overload: {
    // Three at once and four waiting per thread: with refusals paced (refusalPauseMs), a crowd of
    // distinct pages got p99 0.84 s against 1.2 s with four and eight, for 5-10% fewer pages
    // served; eight at once had served more but at p99 1.7 s (decision 0023, amended 2026-11-30).
    // Two threads still take fourteen pages at once, more than the bench's ten visitors.
    rendersPerThread: 3,
    renderQueuePerThread: 4,
    apiConcurrency: 16,
    apiQueue: 128,
    /** A request that waited this long for its turn is refused rather than served late. */
    maxQueueWaitMs: 2_000,
    /** From arrival to answer: past it the visitor gets 503 even if the work is still running. */
    pageDeadlineMs: 10_000,
    apiDeadlineMs: 10_000,
    /**
     * The same for a request that sends files (a CV, a car photo): its body arrives at the
     * visitor's upload speed (5 MB over a phone's 3 Mbit/s uplink is ~14 s) and its pictures are
     * processed after that. Past 10 s it was refused while its work went on and was kept.
     */
    uploadDeadlineMs: 120_000,
    /**
     * A body being read that sends nothing for this long is abandoned (503, connection closed),
     * before its deadline: a stalled upload gives its slot back in seconds, not two minutes.
     */
    bodyIdleMs: 15_000,
    /**
     * Work still running this long after its deadline gives its slot back anyway (and is logged):
     * no request holds a slot for ever, whatever it hangs on (issue 32).
     */
    lateWorkMs: 20_000,
    /**
     * Sockets one server process listens on, all on its one port (SO_REUSEPORT): each accepts one
     * connection per turn of a busy event loop, and one alone left a crowd of 300 waiting up to
     * 30 s to be let in (src/server/http/acceptors.ts).
     */
    listeningSockets: 8,
    /** The whole request head must arrive within this (Node's headersTimeout). */
    headersTimeoutMs: 10_000,
    retryAfterSeconds: 5,
    /**
     * A page refused because every render and queue place is taken is answered after this pause:
     * a client that asks again at once then takes a few refusals a second, not thousands, from
     * the CPU the served pages need (src/server/http/page-cache-front.ts, decision 0023).
     */
    refusalPauseMs: 250,
  },
  /**
   * SMS gateways (docs/decisions/0039-sms-gateways.md): how long one send may take before it counts
   * as failed (retryable: the caller decides whether to try again, the gateway client never does).
   */
  sms: {
    providers: ['console', 'unifonic', 'taqnyat', 'msegat'],
    requestTimeoutMs: 10_000,
    baseUrls: {
      unifonic: 'https://el.cloud.unifonic.com',
      taqnyat: 'https://api.taqnyat.sa',
      msegat: 'https://www.msegat.com',
    },
  },
  /**
   * The transactional outbox (docs/decisions/0040-outbox.md). Every process looks for due messages
   * each `pollIntervalMs`; a claim lasts `claimLeaseMs`, after which a crashed process's messages go
   * to another; one delivery is abandoned (and retried) after `deliveryDeadlineMs`, well inside the
   * lease. After failed attempt n the next waits between half and all of
   * min(capMs, baseMs × factor^(n−1)); the 30th attempt comes 11 to 21 hours after the first, and a
   * message that fails it is marked dead. Delivered messages (they hold customer data) are deleted
   * after `deliveredRetentionDays`.
   */
  outbox: {
    pollIntervalMs: 2_000,
    batchSize: 10,
    claimLeaseMs: 120_000,
    deliveryDeadlineMs: 60_000,
    webhookTimeoutMs: 10_000,
    retry: { baseMs: 10_000, factor: 2, capMs: 3_600_000, maxAttempts: 30 },
    deliveredRetentionDays: 7,
  },
  /**
   * Price, stock and new-match alerts (docs/decisions/0098-alerts.md). At most one message a Saudi
   * calendar day per person, sent only between `digestFromHour` and `digestUntilHour` Riyadh time
   * (UTC+3, no daylight saving); what comes in the quiet hours, or after the day's message, waits
   * for the next allowed moment and goes in one digest.
   */
  alerts: { digestFromHour: 8, digestUntilHour: 22, maxPerPerson: 50 },
  /**
   * Newsletters (docs/decisions/0055-newsletters.md). At most `ratePerMinute` newsletter mails are
   * handed to the outbox in any 60 seconds, across newsletters and processes, so a long list does not
   * trip the mail provider's sending limits; they are written in transactions of at most `batchSize`,
   * every `dispatchIntervalMs` (and at once after a send).
   */
  newsletters: { ratePerMinute: 60, batchSize: 100, dispatchIntervalMs: 5_000 },
  /**
   * Ceilings on what reaches the dealer's people (docs/decisions/0073-abuse-ceilings-and-delivery-records.md),
   * besides the per-address limits: a client with many addresses sent 2,126 contact messages, so
   * 2,126 mails. Counted in the database, so every process shares them.
   * - Contact messages: 3 an hour per e-mail and per mobile. A person with a question sends one, a
   *   correction makes two; more from one sender within the hour is a script, and is told to wait
   *   (429, Retry-After, said next to the form) without anything being stored.
   * - Job applications: 5 a day per mobile and per e-mail: someone may apply for several open
   *   positions at once, but not for more than a handful in one day.
   * - Notifications: at most `noticesPerHour` contact and application notifications (each one a
   *   mail and/or a webhook call) in any hour, whoever sends them. Well above a busy day (tens a
   *   day) and low enough that a flood cannot bury the dealer's inbox. Past it the message is still
   *   stored and answered as usual (the sender did nothing wrong that a ceiling can tell), staff see
   *   it in the back office, and the dealer is told once per `pauseNoticeWindowSeconds` that
   *   notifications are paused and where to read the rest. Confirmed orders are never held back:
   *   each needs a code sent to a real mobile (5 a mobile an hour), and an order must reach sales.
   */
  dealerMessages: {
    contactPerEmailPerHour: 3,
    contactPerMobilePerHour: 3,
    applicationsPerMobilePerDay: 5,
    applicationsPerEmailPerDay: 5,
    noticesPerHour: 60,
    pauseNoticeWindowSeconds: 3_600,
  },
  /**
   * Reserving a car with a refundable deposit (docs/decisions/0101-car-reservation-deposit.md): the
   * buyer pays `depositHalalas` (SAR 1,000, VAT included) and one unit of the car is held for
   * `holdHours` from the payment; a reservation not paid within `paymentWindowMinutes` lets the unit
   * go. When the hold runs out, or the buyer cancels, the deposit is refunded in full. Expiry is
   * looked for every `dispatchIntervalMs` in every process.
   */
  reservations: {
    depositHalalas: 100_000,
    holdHours: 72,
    paymentWindowMinutes: 30,
    dispatchIntervalMs: 60_000,
  },
  /**
   * Moyasar, the payment gateway (decision 0101). `sandboxPath`: where the app serves its own
   * stand-in for Moyasar's API when no secret key is configured (the demo and the tests), under the
   * dealer API. A request to Moyasar fails after `requestTimeoutMs`.
   */
  payments: {
    apiUrl: 'https://api.moyasar.com',
    sandboxPath: '/api/payment-sandbox',
    requestTimeoutMs: 15_000,
  },
  /** Each step of an SMTP exchange (connect, greeting, a command) fails after `timeoutMs`. */
  mail: { timeoutMs: 20_000, transports: ['console', 'smtp'] },
  /**
   * POSTs that carry an `Idempotency-Key` (docs/decisions/0041-limits-and-idempotency.md): their
   * answer is kept `keyTtlSeconds` for repeats of the same request. A repeat that arrives while the
   * first is still being served waits up to `inProgressWaitMs` for that answer (PostgreSQL; the
   * embedded engine serves one transaction at a time, so there it always waits), else is told
   * 409 with `Retry-After: inProgressRetryAfterSeconds`.
   */
  idempotency: {
    headerName: 'Idempotency-Key',
    keyPattern: /^[A-Za-z0-9_-]{8,200}$/,
    keyTtlSeconds: DAY_SECONDS,
    inProgressWaitMs: 3_000,
    inProgressRetryAfterSeconds: 1,
    /**
     * How long a claimed key (work that calls the payment gateway, `withClaimedIdempotency`) stays
     * claimed without its answer: past the gateway's timeout and the API's deadline, so only a
     * server that died mid-request leaves one to lapse.
     */
    claimSeconds: 60,
  },
  /**
   * Test drives at a branch (docs/decisions/0100-test-drives.md). Slots follow each branch's own
   * hours in Saudi time, `slotMinutes` long; each takes `seatsPerSlot` drives at once (the branch's
   * demonstration car and a salesperson each), no slot is offered sooner than `leadMinutes` from now
   * nor beyond `bookingDays` (today included). A booking waiting for its SMS code holds its seat
   * `holdMinutes`; the reminder SMS goes `reminderHoursBefore` the drive; the booking and its personal
   * data are deleted `retentionDays` after the drive (or its cancellation).
   */
  testDrives: {
    slotMinutes: 45,
    seatsPerSlot: 2,
    leadMinutes: 120,
    bookingDays: 14,
    holdMinutes: 15,
    reminderHoursBefore: 24,
    retentionDays: 30,
  },
} as const

export type AppConfig = typeof appConfig

/**
 * The environment schema. Built on first use rather than at import: the browser imports this
 * module for its constants only, and must not pay for zod to get them.
 */
function buildEnvSchema() {
  const booleanFromString = z
    .enum(['true', 'false', '1', '0', 'yes', 'no'])
    .transform((value) => value === 'true' || value === '1' || value === 'yes')

  const optionalUrl = (protocols: readonly string[]) =>
    z
      .url({ protocol: new RegExp(`^(${protocols.join('|')})$`) })
      .optional()
      .or(z.literal('').transform(() => undefined))

  // An empty variable means unset: deployment tools often write `NAME=` for a value they lack.
  /** One e-mail address or several, comma-separated; unset or empty: none. */
  const emailList = z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.email('expected e-mail addresses separated by commas')))
  const optionalText = z
    .string()
    .trim()
    .optional()
    .transform((value) => value || undefined)

  const gatewayUrl = (defaultUrl: string) =>
    z
      .url({ protocol: /^https?$/ })
      .default(defaultUrl)
      .or(z.literal('').transform(() => defaultUrl))

  // A name (letters, digits, `-`, `_`; a trailing dot is the same name) or a bracketed IPv6
  // address; a wildcard such as `*` is refused, since answering any host is what this guards against.
  const allowedHostPattern = /^(\.?)(\[[0-9a-f:.]+\]|[a-z0-9_-]+(?:\.[a-z0-9_-]+)*)\.?(?::(\d{1,5}))?$/
  const allowedHost = z
    .string()
    .refine((entry) => {
      const port = allowedHostPattern.exec(entry)?.[3]
      return allowedHostPattern.test(entry) && (port === undefined || (Number(port) >= 1 && Number(port) <= 65_535))
    }, 'expected a host name or IP address with an optional :port, a leading dot for subdomains (e.g. cars.example.sa,.example.sa:8443); wildcards are not accepted')
    .transform((entry) => {
      const [, dot, hostname, port] = allowedHostPattern.exec(entry) as RegExpExecArray
      return { hostname: hostname as string, port: port === undefined ? '' : String(Number(port)), subdomains: dot === '.' }
    })

  return z
    .object({
      NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
      PORT: z.coerce.number().int().min(1).max(65_535).default(3000),
      /** Interface to listen on; unset listens on every interface. */
      HOST: z.string().min(1).optional(),
      /** Where the embedded database (PGlite) keeps its files. */
      DATA_DIR: z.string().min(1).default('./data'),
      /** PostgreSQL connection string; when set it replaces the embedded database. */
      DATABASE_URL: optionalUrl(['postgres', 'postgresql']),
      /** An external dealer API; unset means the embedded API, called in-process. */
      DEALER_API_URL: optionalUrl(['http', 'https']),
      DEALER_API_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
      /**
       * Set by the production server for its own render threads, never by an operator: the token
       * with which they pass a visitor's address to the main thread (src/server/http/client-address.ts).
       */
      STOREFRONT_INTERNAL_TOKEN: z.string().min(32).optional(),
      /** Public origin for canonical links and the sitemap, e.g. https://cars.example.sa */
      PUBLIC_ORIGIN: optionalUrl(['http', 'https']),
      /**
       * Host names the site answers for besides loopback and PUBLIC_ORIGIN's (see
       * src/lib/host-policy.ts): comma-separated, each with an optional `:port`; a leading
       * dot also allows every subdomain (`.example.sa`). Any other Host gets 400.
       */
      ALLOWED_HOSTS: z
        .string()
        .default('')
        .transform((value) =>
          value
            .split(',')
            .map((entry) => entry.trim().toLowerCase())
            .filter(Boolean),
        )
        .pipe(z.array(allowedHost)),
      /** Trust X-Forwarded-Proto/Host from a reverse proxy in front of the app. */
      TRUST_PROXY: booleanFromString.default(false),
      /**
       * The key that signs the dealer API's CSRF tokens. Unset: one is made on first use and kept in
       * the database (server_secrets), so every process on that database agrees.
       */
      CSRF_SECRET: z
        .string()
        .min(32, 'expected at least 32 characters (e.g. the output of `openssl rand -base64 32`)')
        .optional()
        .or(z.literal('').transform(() => undefined)),
      /**
       * The key Better Auth signs staff session tokens with (at least 32 characters). Unset: one is
       * made on first use and kept in the database, shared by every process on it.
       */
      STAFF_AUTH_SECRET: z
        .string()
        .min(32, 'expected at least 32 characters (e.g. the output of `openssl rand -base64 32`)')
        .optional()
        .or(z.literal('').transform(() => undefined)),
      /**
       * Failed staff sign-ins one network address may make within 15 minutes, whichever accounts
       * they try, before its next failures wait (decision 0072). A showroom whose staff share one
       * address may raise it; a right password never counts, and a browser an account knows is
       * never held by it.
       */
      STAFF_SIGN_IN_FAILURES_PER_ADDRESS: z.coerce.number().int().min(1).max(1000).default(appConfig.staff.signInLocks.network.free),
      LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error']).default('info'),
      /**
       * Processes of the production server on PostgreSQL (node:cluster, server/cluster.ts); 1 runs
       * one process. Unset: one per available CPU. Without DATABASE_URL the embedded database
       * allows one process only, so a larger value is ignored with a warning (decision 0062).
       */
      WEB_CONCURRENCY: z.coerce
        .number()
        .int()
        .min(1)
        .max(256)
        .optional()
        .or(z.literal('').transform(() => undefined)),
      /**
       * Connections to PostgreSQL this machine's server may open in all, shared out among its
       * processes (src/server/processes.ts). Keep the machines' sum under the database's
       * max_connections (100 by default) minus what backups and other clients need.
       */
      DATABASE_MAX_CONNECTIONS: z.coerce.number().int().min(2).max(10_000).default(50),
      /**
       * Worker threads that render pages in the production server (server/render-pool.ts); 0
       * renders on the main thread. Unset: one per available CPU, at most 4, on the embedded
       * database; none on PostgreSQL, where processes take their place (decision 0062).
       */
      RENDER_WORKERS: z.coerce.number().int().min(0).max(64).optional(),
      /** Page renders in flight per render thread, and requests waiting per thread beyond them. */
      RENDER_CONCURRENCY: z.coerce.number().int().min(1).max(1000).default(appConfig.overload.rendersPerThread),
      RENDER_QUEUE: z.coerce.number().int().min(0).max(100_000).default(appConfig.overload.renderQueuePerThread),
      /** Dealer-API requests in flight on the main thread, and requests waiting beyond them. */
      API_CONCURRENCY: z.coerce.number().int().min(1).max(1000).default(appConfig.overload.apiConcurrency),
      API_QUEUE: z.coerce.number().int().min(0).max(100_000).default(appConfig.overload.apiQueue),
      /**
       * On SIGTERM/SIGINT the production server stops accepting and gives the requests in flight this
       * long to finish before it closes their connections (decision 0061). Keep it under the
       * orchestrator's own grace period (Kubernetes: 30 s, systemd: 90 s).
       */
      SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
      /**
       * The bearer token /metrics asks for (Prometheus' `authorization: { credentials: … }`); unset,
       * /metrics answers 404 like any unknown address (decision 0061).
       */
      METRICS_TOKEN: z
        .string()
        .min(32, 'METRICS_TOKEN must be at least 32 characters (e.g. openssl rand -hex 32)')
        .optional()
        .or(z.literal('').transform(() => undefined)),
      /**
       * A file holding the latest build's descriptor (`{ "id", "builtAt" }`), read on every request to
       * `/_build/latest.json`; unset means the build this server runs is the latest. Lets a deploy
       * announce a new build to pages that old servers rendered.
       */
      BUILD_INFO_FILE: z.string().min(1).optional(),
      /** Where each verified order is POSTed for the dealer's own systems (docs/notifications.md). */
      DEALER_WEBHOOK_URL: optionalUrl(['http', 'https']),
      /** The HMAC-SHA256 key of the webhook's X-Dealer-Signature header; required with DEALER_WEBHOOK_URL. */
      DEALER_WEBHOOK_SECRET: z
        .string()
        .min(32, 'expected at least 32 characters (e.g. the output of `openssl rand -hex 32`)')
        .optional()
        .or(z.literal('').transform(() => undefined)),
      /** `console` logs each mail's subject instead of sending it. Unset: `smtp` when SMTP_URL is set. */
      MAIL_TRANSPORT: z
        .enum(appConfig.mail.transports)
        .optional()
        .or(z.literal('').transform(() => undefined)),
      /** smtp://user:password@host:587 (STARTTLS) or smtps://user:password@host:465, parts URL-encoded. */
      SMTP_URL: optionalUrl(['smtp', 'smtps']),
      /** The sender of every mail, `Name <address>` or a bare address; required for SMTP. */
      MAIL_FROM: z
        .string()
        .trim()
        .refine(isMailbox, 'expected an address such as "Murooj Motors <no-reply@example.sa>" or no-reply@example.sa')
        .optional()
        .or(z.literal('').transform(() => undefined)),
      /** Where verified orders are mailed for the dealer's staff: one address or several, comma-separated. */
      DEALER_NOTIFY_EMAIL: emailList,
      /**
       * The sales lead, reminded with the assignee when a company order's first reply is due soon or
       * overdue (decision 0087): one address or several, comma-separated. Unset: every active admin.
       */
      SALES_LEAD_EMAIL: emailList,
      /**
       * Moyasar's secret key (`sk_live_…` / `sk_test_…`), for creating, fetching and refunding
       * payments from the server. Unset: the app's own payment sandbox (decision 0101), where no
       * money moves.
       */
      MOYASAR_SECRET_KEY: optionalText,
      /** The publishable key (`pk_…`) the buyer's browser uses to turn a card into a token at Moyasar. */
      MOYASAR_PUBLISHABLE_KEY: optionalText,
      /** The secret token configured for the webhook in Moyasar's dashboard; every webhook must carry it. */
      MOYASAR_WEBHOOK_SECRET: optionalText,
      /** Moyasar's API (`https://api.moyasar.com`); another address is for a stand-in of it. */
      MOYASAR_API_URL: gatewayUrl(appConfig.payments.apiUrl),
      /**
       * The file Moyasar's dashboard gives when the site's domain is registered for Apple Pay
       * (`apple-developer-merchantid-domain-association`). Set, the site serves it at
       * `/.well-known/apple-developer-merchantid-domain-association` and offers Apple Pay to buyers
       * whose device has it; unset, Apple Pay is not offered with Moyasar's keys.
       */
      APPLE_PAY_DOMAIN_ASSOCIATION_FILE: optionalText,
      /**
       * The payment sandbox (no Moyasar keys) offers Apple Pay too. Off by default: its merchant
       * session is made up, which a real Apple device refuses, so a demo visitor on an iPhone would
       * meet a button that cannot work; on for tests, whose browser stands in for Safari.
       */
      PAYMENT_SANDBOX_APPLE_PAY: booleanFromString.default(false),
      /** Who delivers SMS codes; `console` writes them to the log instead (development, tests). */
      SMS_PROVIDER: z.enum(appConfig.sms.providers).default('console'),
      SMS_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(appConfig.sms.requestTimeoutMs),
      UNIFONIC_APP_SID: optionalText,
      /** Unset: the account's default sender name. */
      UNIFONIC_SENDER_ID: optionalText,
      UNIFONIC_BASE_URL: gatewayUrl(appConfig.sms.baseUrls.unifonic),
      TAQNYAT_TOKEN: optionalText,
      TAQNYAT_SENDER: optionalText,
      TAQNYAT_BASE_URL: gatewayUrl(appConfig.sms.baseUrls.taqnyat),
      MSEGAT_USERNAME: optionalText,
      MSEGAT_API_KEY: optionalText,
      MSEGAT_SENDER: optionalText,
      MSEGAT_BASE_URL: gatewayUrl(appConfig.sms.baseUrls.msegat),
    })
    .superRefine(
      (env, context) => {
        // Runs even when other variables are invalid, so a deployment learns everything at once.
        const required = Object.hasOwn(smsProviderSettings, env.SMS_PROVIDER) ? smsProviderSettings[env.SMS_PROVIDER] : []
        for (const name of required) {
          if (typeof env[name] === 'string') continue
          context.addIssue({ code: 'custom', path: [name], message: `required when SMS_PROVIDER=${env.SMS_PROVIDER}` })
        }
      },
      { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
    )
    .superRefine(
      (env, context) => {
        if (env.MOYASAR_SECRET_KEY && !env.MOYASAR_PUBLISHABLE_KEY)
          context.addIssue({ code: 'custom', path: ['MOYASAR_PUBLISHABLE_KEY'], message: 'required when MOYASAR_SECRET_KEY is set' })
        if (env.MOYASAR_SECRET_KEY && !env.MOYASAR_WEBHOOK_SECRET)
          context.addIssue({ code: 'custom', path: ['MOYASAR_WEBHOOK_SECRET'], message: 'required when MOYASAR_SECRET_KEY is set' })
      },
      { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
    )
    .superRefine(
      (env, context) => {
        for (const issue of notificationSettingsIssues(env)) context.addIssue({ code: 'custom', ...issue })
      },
      { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
    )
}

/** The settings each SMS provider cannot send without. */
const smsProviderSettings = {
  console: [],
  unifonic: ['UNIFONIC_APP_SID'],
  taqnyat: ['TAQNYAT_TOKEN', 'TAQNYAT_SENDER'],
  msegat: ['MSEGAT_USERNAME', 'MSEGAT_API_KEY', 'MSEGAT_SENDER'],
} as const

/** `Name <address>` or a bare address, as a mail's From header takes it. */
function isMailbox(value: string): boolean {
  const address = /^[^<>]*<([^<>\s]+)>$/.exec(value)?.[1] ?? value
  return /^[^\s@<>"',;]+@[^\s@<>"',;]+\.[^\s@<>"',;]+$/.test(address)
}

const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]'])

/**
 * The notification settings that only make sense together (docs/decisions/0040-outbox.md). Runs
 * even when other variables are invalid, so a deployment learns everything at once.
 */
function notificationSettingsIssues(env: {
  NODE_ENV?: string
  DEALER_WEBHOOK_URL?: string
  DEALER_WEBHOOK_SECRET?: string
  MAIL_TRANSPORT?: string
  SMTP_URL?: string
  MAIL_FROM?: string
}): { path: string[]; message: string }[] {
  const issues: { path: string[]; message: string }[] = []
  if (env.DEALER_WEBHOOK_URL && !env.DEALER_WEBHOOK_SECRET) {
    issues.push({ path: ['DEALER_WEBHOOK_SECRET'], message: 'required when DEALER_WEBHOOK_URL is set (it signs every delivery)' })
  }
  if (env.DEALER_WEBHOOK_URL && env.NODE_ENV === 'production') {
    const url = new URL(env.DEALER_WEBHOOK_URL)
    if (url.protocol === 'http:' && !loopbackHosts.has(url.hostname)) {
      issues.push({ path: ['DEALER_WEBHOOK_URL'], message: 'must be https in production: the deliveries carry customer data' })
    }
  }
  const transport = env.MAIL_TRANSPORT ?? (env.SMTP_URL ? 'smtp' : 'console')
  if (transport === 'smtp' && !env.SMTP_URL) issues.push({ path: ['SMTP_URL'], message: 'required when MAIL_TRANSPORT=smtp' })
  if (transport === 'smtp' && !env.MAIL_FROM) issues.push({ path: ['MAIL_FROM'], message: 'required when mail is sent over SMTP' })
  return issues
}

let envSchema: ReturnType<typeof buildEnvSchema> | undefined

export type Env = z.infer<ReturnType<typeof buildEnvSchema>>

export class InvalidEnvironmentError extends Error {
  constructor(issues: z.core.$ZodIssue[]) {
    const lines = issues.map((issue) => `  - ${issue.path.join('.') || '(root)'}: ${issue.message}`)
    super(`Invalid environment configuration:\n${lines.join('\n')}`)
    this.name = 'InvalidEnvironmentError'
  }
}

export function parseEnv(source: Record<string, string | undefined>): Env {
  envSchema ??= buildEnvSchema()
  const result = envSchema.safeParse(source)
  if (!result.success) throw new InvalidEnvironmentError(result.error.issues)
  return result.data
}

let cachedEnv: Env | undefined

/** The validated environment of this server process. */
export function getEnv(): Env {
  cachedEnv ??= parseEnv(process.env)
  return cachedEnv
}
