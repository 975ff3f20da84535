// Messages of success and failure: form validation, toasts, fallbacks and the API's own errors (docs/product.md sections 5
// and 8).

/** Validation messages (docs/product.md section 5). */
export const VALIDATION = {
  nameRequired: 'Full name is required.',
  emailRequired: 'Email is required.',
  emailInvalid: 'Please enter a valid email address.',
  nameTooLong: 'Full name must be at most 80 characters.',
  languageInvalid: 'Choose a language: "en" (English) or "hi" (Hindi).',
  passwordRequired: 'Password is required.',
  passwordRule:
    'Password must contain 1 uppercase, 1 number, 1 special character, and be at least 8 characters.',
  passwordRuleReset:
    'Password must be at least 8 characters, include 1 uppercase letter, 1 number, and 1 special character.',
  confirmRequired: 'Please confirm your password.',
  passwordsDoNotMatch: 'Passwords do not match.',
  otpRequired: 'OTP is required',
  otpFormat: 'OTP must be a 6-digit number',
  selectSize: 'Please select a size.',
  selectAddress: 'Please select an address.',
  selectPaymentMethod: 'Please select a payment method.',
  addressNotFound: 'Selected address not found.',
  fillAllFields: 'Please fill in all fields.',
} as const;

/** A day typed into a back-office filter, report, export or form. */
export const DATE_MESSAGES = {
  badDate: 'Dates must be written as YYYY-MM-DD.',
  outOfRange: 'Choose a date in the years 2000 to 2100.',
} as const;

/** Success messages (docs/product.md section 8). */
export const SUCCESS = {
  redirectingToOtp: 'Please wait, redirecting to OTP',
  registered: 'Registration successful. Welcome',
  otpResent: 'OTP resent to your email',
  loggedIn: 'You’ve successfully logged in.',
  welcomeBack: 'Welcome Back',
  otpSent: 'An OTP has been sent to your email.',
  otpVerified: 'OTP verified successfully',
  passwordUpdated: 'You’ve successfully updated your password.',
  passwordChanged: 'Password changed. You have been logged out on your other devices.',
  nameChanged: 'Your name has been saved.',
  languageChanged: 'Your language has been saved.',
  loggedOut: 'Logout Successful',
  addedToCart: 'Added to cart successfully.',
  quantityChanged: 'Quantity changed',
  addedToWishlist: 'Added to wishlist successfully.',
  productCreated: 'Product created successfully!',
  productUpdated: 'Product updated successfully!',
  stockUpdated: 'Stock updated.',
  couponAdded: 'Coupon added successfully!',
  orderPlaced: 'Order placed successfully.',
} as const;

/** Fallbacks shown when a failed call brings no server message (docs/product.md section 8). */
export const FALLBACK = {
  registrationFailed: 'Registration failed',
  resendOtpFailed: 'Resend Otp Failed',
  loginFailed: 'Login failed',
  sendOtpFailed: 'Failed To Send Otp',
  otpVerificationFailed: 'Otp Verification Failed',
  changePasswordFailed: 'Failed to change Password',
  logoutFailed: 'Failed',
  tryAgain: 'Please try again',
  updateQuantityFailed: 'Failed to update item Quantity',
  searchFailed: 'Search failed',
  fetchCartFailed: 'Failed to fetch Cart Items',
  removeFromCartFailed: 'Failed to remove item from cart',
  somethingWentWrong: 'Something went wrong',
  productDetailFailed: 'fetching product detail failed',
  fetchWishlistFailed: 'failed to fetch wishlist items',
  removeWishlistFailed: 'failed to remove item from wishlist',
  createOrderFailed: 'Failed to Create Order',
  fetchOrdersFailed: 'Failed to fetch Orders',
  orderDetailsFailed: 'Failed to get order details',
  cancelOrderFailed: 'Failed to cancell order',
  placeOrderUnexpected: 'An error occurred while placing the order.',
  anErrorOccurred: 'An error occurred',
  dashDataFailed: 'failed to fetch Dash Data',
  usersFailed: 'Error loading users',
  deleteFailed: 'Delete failed',
  blockFailed: 'Block failed',
  unblockFailed: 'UnBlock failed',
  productCreateFailed: 'Product creation failed',
  productFetchFailed: 'Product fetch failed',
  editProductLoadFailed: 'get editProduct failed',
  productUpdateFailed: 'Update failed',
  stockUpdateFailed: 'The stock could not be saved. Please try again.',
  productStatusFailed: 'The product status could not be changed. Please try again.',
  productDeleteFailed: 'The product could not be deleted. Please try again.',
  previewLoadFailed: 'The preview could not be loaded.',
  allOrdersFailed: 'failed to fetch allOrders',
  adminOrderDetailsFailed: 'failed to fetch orderDetails',
  couponCreateFailed: 'Coupon creation failed',
  couponFetchFailed: 'Fetch Coupon failed',
} as const;

/** Errors the API itself answers with. */
export const API_ERROR = {
  validation: 'Please check the highlighted fields.',
  notFound: 'Not found.',
  routeNotFound: 'This API route does not exist.',
  unauthenticated: 'Please log in to continue.',
  forbidden: 'You are not allowed to do that.',
  foreignOrigin: 'Cross-site requests are not allowed.',
  tooManyRequests: 'Too many requests. Please wait a moment and try again.',
  bodyTooLarge: 'The request is too large.',
  badJson: 'The request body is not valid JSON.',
  unsupportedMediaType: 'This content type is not supported.',
  serviceUnavailable: 'The shop is briefly unavailable. Please try again in a moment.',
  busy: 'The shop is very busy right now. Please try again in a moment.',
  internal: 'Something went wrong on our side. Please try again.',
  blocked: 'Your account has been blocked. Please contact support.',
  idempotencyKeyReused:
    'This Idempotency-Key was already used for a different order. Please retry with a new key.',
  idempotencyKeyFormat: 'The Idempotency-Key header must be 8 to 100 letters, digits, - or _.',
  notMultipart: 'Please send the product as a multipart form.',
  alreadyExists: 'This already exists.',
  relatedMissing: 'A related record does not exist.',
  unknownStatus: 'Unknown status.',
} as const;

/** What the account calls answer when they refuse (the rules of issue "Accounts"). */
export const AUTH_ERROR = {
  invalidCredentials: 'Invalid email or password.',
  wrongCurrentPassword: 'Your current password is not correct.',
  emailTaken: 'An account with this email already exists. Please log in.',
  noPendingRegistration: 'No registration is waiting for this email. Please register again.',
  otpInvalid: 'Invalid OTP. Please check the code and try again.',
  otpExpired: 'This OTP has expired or was already used. Please request a new one.',
  otpTooManyAttempts: 'Too many wrong attempts. Please request a new OTP.',
  otpHourlyLimit: 'Too many OTPs requested for this email. Please try again in an hour.',
  tooManyLogins: 'Too many failed login attempts. Please try again in 15 minutes.',
  mailFailed: 'We could not send the email right now. Please try again in a few minutes.',
  resetNotAllowed: 'Please verify the OTP sent to your email before setting a new password.',
  notVerified: 'Your registration is not verified yet. We sent a new OTP to your email.',
  notVerifiedWait: 'Your registration is not verified yet. Please enter the OTP we sent to your email.',
} as const;

/** 'Please wait 25 seconds before requesting another OTP.' */
export function otpCooldownMessage(seconds: number): string {
  return `Please wait ${seconds} second${seconds === 1 ? '' : 's'} before requesting another OTP.`;
}
