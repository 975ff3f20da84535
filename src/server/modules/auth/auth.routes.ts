import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ConfirmForgetPasswordSchema,
  ForgotPasswordEmailSchema,
  LoginSchema,
  MeResponseSchema,
  MessageSchema,
  RegisterResponseSchema,
  RegisterSchema,
  ResendOtpSchema,
  UserResponseSchema,
  VerifyOtpSchema,
  VerifyResetOtpSchema,
} from '../../../contract/auth';
import { SUCCESS } from '../../../contract/messages';
import { currentUser, requireUser } from '../../plugins/session';
import {
  login,
  logout,
  register,
  requestPasswordReset,
  resendRegistrationOtp,
  resetPassword,
  toUserJson,
  verifyRegistration,
  verifyResetCode,
} from './auth.service';

const noStore = { 'cache-control': 'no-store' } as const;

/** The account calls of SPEC.md section 7 (registration, OTP, login, session, logout, forgotten password). */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.headers(noStore);
  });

  app.post(
    '/user/register',
    { schema: { body: RegisterSchema, response: { 200: RegisterResponseSchema } } },
    async (request) => register(request, request.body),
  );

  app.post(
    '/user/verify-otp',
    { schema: { body: VerifyOtpSchema, response: { 200: UserResponseSchema } } },
    async (request, reply) => ({
      message: SUCCESS.registered,
      user: await verifyRegistration(request, reply, request.body),
    }),
  );

  app.post(
    '/user/resendOtp',
    { schema: { body: ResendOtpSchema, response: { 200: MessageSchema } } },
    async (request) => {
      await resendRegistrationOtp(request, request.body.email);
      return { message: SUCCESS.otpResent };
    },
  );

  app.post(
    '/user/login',
    { schema: { body: LoginSchema, response: { 200: UserResponseSchema } } },
    async (request, reply) => ({
      message: SUCCESS.loggedIn,
      user: await login(request, reply, request.body),
    }),
  );

  app.get(
    '/user/me',
    { preHandler: requireUser, schema: { response: { 200: MeResponseSchema } } },
    async (request) => ({ user: toUserJson(currentUser(request)) }),
  );

  app.get(
    '/user/profile',
    { preHandler: requireUser, schema: { response: { 200: MeResponseSchema } } },
    async (request) => ({ user: toUserJson(currentUser(request)) }),
  );

  app.get(
    '/user/logout',
    { preHandler: requireUser, schema: { response: { 200: MessageSchema } } },
    async (request, reply) => {
      await logout(request, reply, currentUser(request));
      return { message: SUCCESS.loggedOut };
    },
  );

  app.post(
    '/user/FPEmailOtp',
    { schema: { body: ForgotPasswordEmailSchema, response: { 200: MessageSchema } } },
    async (request) => {
      await requestPasswordReset(request, request.body.email);
      return { message: SUCCESS.otpSent };
    },
  );

  app.post(
    '/user/verifyFPOTP',
    { schema: { body: VerifyResetOtpSchema, response: { 200: MessageSchema } } },
    async (request, reply) => {
      await verifyResetCode(request, reply, request.body);
      return { message: SUCCESS.otpVerified };
    },
  );

  app.post(
    '/user/conFirmForgetPassword',
    { schema: { body: ConfirmForgetPasswordSchema, response: { 200: MessageSchema } } },
    async (request, reply) => {
      await resetPassword(request, reply, request.body);
      return { message: SUCCESS.passwordUpdated };
    },
  );
};
