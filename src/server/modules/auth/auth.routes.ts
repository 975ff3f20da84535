import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ConfirmForgetPasswordSchema,
  ForgotPasswordEmailSchema,
  LoginForbiddenSchema,
  LoginSchema,
  AccountUserSchema,
  ChangeLanguageSchema,
  ChangeNameSchema,
  LanguageResponseSchema,
  ChangePasswordSchema,
  MeResponseSchema,
  RegisterResponseSchema,
  RegisterSchema,
  ResendOtpSchema,
  UserResponseSchema,
  VerifyOtpSchema,
  VerifyResetOtpSchema,
} from '../../../contract/auth';
import { MessageSchema } from '../../../contract/api-error';
import { AUTH_ERROR, SUCCESS } from '../../../contract/messages';
import type { LimitName } from '../../plugins/rate-limit';
import { forbidden } from '../../http-error';
import {
  clearSessionCookie,
  currentUser,
  requireUser,
  secureCookies,
  setSessionCookie,
} from '../../plugins/session';
import { randomBytes } from 'node:crypto';
import { canonicalEmail } from '../../../contract/auth';
import { changeLanguage, changeName, changePassword } from './account-settings.service';
import { hashToken } from '../../plugins/session';
import { toUserJson, type AccountContext } from './accounts';
import { tokensOf, trustBrowser } from './trusted-browsers';
import { login, logout } from './login.service';
import { requestPasswordReset, resetPassword, verifyResetCode } from './password-reset.service';
import { register, resendRegistrationCode, verifyRegistration } from './registration.service';

// The account calls of docs/product.md section 7. The routes do HTTP (cookies, status codes, limits per address); the
// services (registration, login, password reset) do the rules and take the database and plain values.

const RESET_COOKIE = 'lh_reset';
/** The browser that sent a registration request: only it may use the code mailed for that request. */
const REGISTRATION_COOKIE = 'lh_registration';
/** Device cookie: the accounts this browser has logged in to (src/server/modules/auth/trusted-browsers.ts). */
export const TRUSTED_BROWSER_COOKIE = 'lh_browser';
const REGISTRATION_COOKIE_MS = 24 * 60 * 60 * 1000;

const noStore = { 'cache-control': 'no-store' } as const;

/** Every account call may cost an scrypt hash or a lookup an attacker would like to repeat. */
const accountCall: LimitName[] = ['authAddress'];
/** Calls that may mail a code to any address. */
const mailingCall: LimitName[] = ['authAddress', 'otpMailAddress'];

function accountContext(request: FastifyRequest): AccountContext {
  const { database, mailer, now } = request.server.deps;
  return { db: database.db, mailer, now: now(), log: request.log };
}

function resetCookieOptions(request: FastifyRequest) {
  return {
    httpOnly: true,
    sameSite: 'strict' as const,
    path: '/api/user',
    secure: secureCookies(request.server.deps.config),
  };
}

/** The requester a registration code of this browser is kept for, from its registration cookie. */
function registrationRequesterOf(token: string | undefined): string | null {
  return token && /^[\w-]{43}$/.test(token) ? `registration:${hashToken(token)}` : null;
}

/** This browser's registration requester, giving it a registration cookie first if it has none. */
function registrationRequester(request: FastifyRequest, reply: FastifyReply): string {
  const existing = registrationRequesterOf(request.cookies[REGISTRATION_COOKIE]);
  if (existing) return existing;
  const token = randomBytes(32).toString('base64url');
  reply.setCookie(REGISTRATION_COOKIE, token, {
    ...resetCookieOptions(request),
    expires: new Date(request.server.deps.now().getTime() + REGISTRATION_COOKIE_MS),
  });
  request.cookies[REGISTRATION_COOKIE] = token;
  return `registration:${hashToken(token)}`;
}

function trustedTokens(request: FastifyRequest): string[] {
  return tokensOf(request.cookies[TRUSTED_BROWSER_COOKIE]);
}

/** From now on this browser has its own failure budget for the account. */
async function trustThisBrowser(request: FastifyRequest, reply: FastifyReply, email: string): Promise<void> {
  const { database, now } = request.server.deps;
  const { cookie, expiresAt } = await trustBrowser(
    database.db,
    canonicalEmail(email),
    trustedTokens(request),
    now(),
  );
  reply.setCookie(TRUSTED_BROWSER_COOKIE, cookie, { ...resetCookieOptions(request), expires: expiresAt });
}

function startSession(
  request: FastifyRequest,
  reply: FastifyReply,
  session: Parameters<typeof setSessionCookie>[2],
) {
  setSessionCookie(reply, request.server.deps.config, session);
}

/** Registration, login and forgotten password: open to visitors. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.headers(noStore);
  });

  app.post(
    '/user/register',
    {
      config: { limits: mailingCall },
      schema: { body: RegisterSchema, response: { 200: RegisterResponseSchema } },
    },
    async (request, reply) => {
      await register(accountContext(request), request.body, registrationRequester(request, reply));
      return { message: SUCCESS.redirectingToOtp, email: request.body.email };
    },
  );

  app.post(
    '/user/verify-otp',
    {
      config: { limits: accountCall },
      schema: { body: VerifyOtpSchema, response: { 200: UserResponseSchema } },
    },
    async (request, reply) => {
      const { user, session } = await verifyRegistration(
        accountContext(request),
        request.body,
        registrationRequesterOf(request.cookies[REGISTRATION_COOKIE]),
      );
      startSession(request, reply, session);
      await trustThisBrowser(request, reply, user.email);
      return { message: SUCCESS.registered, user: toUserJson(user) };
    },
  );

  app.post(
    '/user/resendOtp',
    { config: { limits: mailingCall }, schema: { body: ResendOtpSchema, response: { 200: MessageSchema } } },
    async (request) => {
      await resendRegistrationCode(
        accountContext(request),
        request.body.email,
        registrationRequesterOf(request.cookies[REGISTRATION_COOKIE]),
      );
      return { message: SUCCESS.otpResent };
    },
  );

  app.post(
    '/user/login',
    {
      config: { limits: accountCall },
      schema: { body: LoginSchema, response: { 200: UserResponseSchema, 403: LoginForbiddenSchema } },
    },
    async (request, reply) => {
      const result = await login(accountContext(request), request.body, {
        previousSessionId: request.sessionId,
        trustedTokens: trustedTokens(request),
        registrationRequester: () => registrationRequester(request, reply),
      });
      if (result.kind === 'needsVerification') {
        throw forbidden(result.codeSent ? AUTH_ERROR.notVerified : AUTH_ERROR.notVerifiedWait, {
          needsVerification: true,
          email: result.email,
        });
      }
      startSession(request, reply, result.session);
      await trustThisBrowser(request, reply, result.user.email);
      return { message: SUCCESS.loggedIn, user: toUserJson(result.user) };
    },
  );

  app.post(
    '/user/FPEmailOtp',
    {
      config: { limits: mailingCall },
      schema: { body: ForgotPasswordEmailSchema, response: { 200: MessageSchema } },
    },
    async (request) => {
      await requestPasswordReset(accountContext(request), request.body.email, trustedTokens(request));
      return { message: SUCCESS.otpSent };
    },
  );

  app.post(
    '/user/verifyFPOTP',
    {
      config: { limits: accountCall },
      schema: { body: VerifyResetOtpSchema, response: { 200: MessageSchema } },
    },
    async (request, reply) => {
      const grant = await verifyResetCode(accountContext(request), request.body, trustedTokens(request));
      reply.setCookie(RESET_COOKIE, grant.token, {
        ...resetCookieOptions(request),
        expires: grant.expiresAt,
      });
      return { message: SUCCESS.otpVerified };
    },
  );

  app.post(
    '/user/conFirmForgetPassword',
    {
      config: { limits: accountCall },
      schema: { body: ConfirmForgetPasswordSchema, response: { 200: MessageSchema } },
    },
    async (request, reply) => {
      await resetPassword(accountContext(request), {
        email: request.body.email,
        password: request.body.password,
        grantToken: request.cookies[RESET_COOKIE],
      });
      reply.clearCookie(RESET_COOKIE, resetCookieOptions(request));
      // The password changed, so this browser's session (if any) has ended too.
      clearSessionCookie(request, reply);
      // This browser proved the inbox: its owner's next login does not share a budget with strangers.
      await trustThisBrowser(request, reply, request.body.email);
      return { message: SUCCESS.passwordUpdated };
    },
  );
};

/** The logged-in user's own session: who am I, and logout. */
export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireUser);
  app.addHook('onSend', async (_request, reply) => {
    reply.headers(noStore);
  });

  app.get('/user/me', { schema: { response: { 200: MeResponseSchema } } }, async (request) => ({
    user: toUserJson(currentUser(request)),
  }));

  // The user object itself, as the original profile screen reads it; /user/me wraps it in `user`.
  app.get('/user/profile', { schema: { response: { 200: AccountUserSchema } } }, async (request) =>
    toUserJson(currentUser(request)),
  );

  // Manage Account: a new name, answered with the user as /user/me has it.
  app.put(
    '/user/profile/name',
    { schema: { body: ChangeNameSchema, response: { 200: UserResponseSchema } } },
    async (request) => {
      const user = await changeName(
        request.server.deps.database.db,
        currentUser(request).id,
        request.body.name,
      );
      return { message: SUCCESS.nameChanged, user: toUserJson(user) };
    },
  );

  // The storefront's language switch, for a logged-in shopper: the account's mails follow it from now on.
  app.put(
    '/user/language',
    { schema: { body: ChangeLanguageSchema, response: { 200: LanguageResponseSchema } } },
    async (request) => {
      const language = await changeLanguage(
        request.server.deps.database.db,
        currentUser(request).id,
        request.body.language,
      );
      return { message: SUCCESS.languageChanged, language };
    },
  );

  // Manage Account: a new password given the current one; the other sessions end, this one stays.
  app.put(
    '/user/password',
    {
      config: { limits: accountCall },
      schema: { body: ChangePasswordSchema, response: { 200: MessageSchema } },
    },
    async (request) => {
      const user = currentUser(request);
      const { db } = request.server.deps.database;
      await changePassword(
        db,
        request.server.deps.now(),
        { id: user.id, canonicalEmail: canonicalEmail(user.email) },
        request.sessionId,
        request.body,
      );
      return { message: SUCCESS.passwordChanged };
    },
  );

  // A GET in the original client, but it ends every session of the user: refused when another site sends it.
  app.get(
    '/user/logout',
    { config: { stateChanging: true }, schema: { response: { 200: MessageSchema } } },
    async (request, reply) => {
      await logout(request.server.deps.database.db, currentUser(request).id);
      clearSessionCookie(request, reply);
      return { message: SUCCESS.loggedOut };
    },
  );
};
