import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { Loading } from '../components/loading';
// Also the product page's answer to a bad link, so it is in the first file anyway.
import NotFound from '../components/not-found-page';
import AllProducts from '../features/catalog/all-products-page';
import Home from '../features/catalog/home-page';
import ProductDetails from '../features/catalog/product-details-page';
import { EnglishOnly } from '../lib/language/use-texts';
import { RequireAdmin, RequireAuth } from './guards';
import { RootLayout } from './root-layout';
import { StorefrontLayout } from './storefront-layout';

// The storefront's landing pages are part of the app's first file: a shopper arriving on one gets it rendered in
// the first pass, without waiting for another download. Every other screen is its own chunk. Admin code is
// reachable only through these imports, so shoppers never download it.
const Register = lazy(() => import('../features/auth/register-page'));
const Login = lazy(() => import('../features/auth/login-page'));
const Otp = lazy(() => import('../features/auth/otp-page'));
const ForgotPassword = lazy(() => import('../features/auth/forgot-password-page'));
const SearchResults = lazy(() => import('../features/catalog/search-results-page'));
const Contact = lazy(() => import('../features/info/contact-page'));
const ComingSoon = lazy(() => import('../features/info/coming-soon-page'));
const Cart = lazy(() => import('../features/cart/cart-page'));
const ManageAccount = lazy(() => import('../features/account/manage-account-page'));
const Wishlist = lazy(() => import('../features/wishlist/wishlist-page'));
const CheckoutPayment = lazy(() => import('../features/checkout/checkout-payment-page'));
const OrderSuccess = lazy(() => import('../features/checkout/order-success-page'));
const OrderList = lazy(() => import('../features/orders/order-list-page'));
const OrderDetail = lazy(() => import('../features/orders/order-detail-page'));
const Account = lazy(() => import('../features/account/account-page'));
const MyReturns = lazy(() => import('../features/returns/my-returns-page'));
const ReturnRequest = lazy(() => import('../features/returns/return-request-page'));
const ManageAddress = lazy(() => import('../features/account/manage-address-page'));
const Coupons = lazy(() => import('../features/account/coupons-page'));

const AdminLayout = lazy(() => import('../features/admin/admin-layout'));
const AdminDashboard = lazy(() => import('../features/admin/dashboard-page'));
const AdminUsers = lazy(() => import('../features/admin/users-page'));
const AdminOrders = lazy(() => import('../features/admin/orders-page'));
const AdminProducts = lazy(() => import('../features/admin/products-page'));
const AdminAddProduct = lazy(() => import('../features/admin/add-product-page'));
const AdminEditProduct = lazy(() => import('../features/admin/edit-product-page'));
const AdminAddCoupon = lazy(() => import('../features/admin/add-coupon-page'));
const AdminCoupons = lazy(() => import('../features/admin/coupons-page'));
const AdminEditCoupon = lazy(() => import('../features/admin/edit-coupon-page'));
const AdminReturns = lazy(() => import('../features/admin/returns-page'));
const AdminOrderDetails = lazy(() => import('../features/admin/order-details-page'));
const AdminReports = lazy(() => import('../features/admin/reports-page'));
const AdminAudit = lazy(() => import('../features/admin/audit-page'));
const AdminCash = lazy(() => import('../features/admin/cash-page'));

/**
 * The route table of docs/product.md section 2, spelled exactly as there. Declarative routes (not a data router):
 * the shop needs no loaders, and this keeps about 17 KB of gzipped router code off every first load.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route element={<StorefrontLayout />}>
          <Route path="/register" element={<Register />} />
          <Route path="/login" element={<Login />} />
          <Route path="/otp" element={<Otp />} />
          <Route path="/" element={<Home />} />
          <Route path="/allProducts" element={<AllProducts />} />
          <Route path="/productDetails/:id" element={<ProductDetails />} />
          <Route path="/contact" element={<Contact />} />
          <Route path="/forgotPassword" element={<ForgotPassword />} />
          <Route path="/comingSoon" element={<ComingSoon />} />
          <Route path="/search" element={<SearchResults />} />
          <Route path="/coupon" element={<Coupons />} />
          {/* A visitor's bag is kept in the browser (src/web/lib/guest-bag.ts); its checkout asks to log in. */}
          <Route path="/cart" element={<Cart />} />
          <Route element={<RequireAuth />}>
            <Route path="/wishlist" element={<Wishlist />} />
            <Route path="/checkoutPayment" element={<CheckoutPayment />} />
            <Route path="/profile" element={<ManageAddress />} />
            <Route path="/orderSuccess" element={<OrderSuccess />} />
            <Route path="/order" element={<OrderList />} />
            <Route path="/order/:orderId" element={<OrderDetail />} />
            <Route path="/order/:orderId/return" element={<ReturnRequest />} />
            <Route path="/returns" element={<MyReturns />} />
            <Route path="/account" element={<Account />} />
            <Route path="/account/manage" element={<ManageAccount />} />
            <Route path="/addAddress" element={<ManageAddress />} />
          </Route>
          <Route path="*" element={<NotFound />} />
        </Route>
        {/* The back office stays English, whatever language the storefront is in. */}
        <Route
          path="/admin"
          element={
            <EnglishOnly>
              <RequireAdmin />
            </EnglishOnly>
          }
        >
          <Route
            element={
              <Suspense fallback={<Loading className="min-h-dvh" />}>
                <AdminLayout />
              </Suspense>
            }
          >
            <Route index element={<Navigate to="/admin/dashboard" replace />} />
            <Route path="dashboard" element={<AdminDashboard />} />
            <Route path="user" element={<AdminUsers />} />
            <Route path="orders" element={<AdminOrders />} />
            <Route path="product" element={<AdminProducts />} />
            <Route path="addProduct" element={<AdminAddProduct />} />
            <Route path="addCoupon" element={<AdminAddCoupon />} />
            <Route path="coupon" element={<AdminCoupons />} />
            <Route path="coupon/:id/edit" element={<AdminEditCoupon />} />
            <Route path="returns" element={<AdminReturns />} />
            <Route path="editProduct/:id" element={<AdminEditProduct />} />
            <Route path="adminOrderDetails/:id" element={<AdminOrderDetails />} />
            <Route path="reports" element={<AdminReports />} />
            <Route path="audit" element={<AdminAudit />} />
            <Route path="cash" element={<AdminCash />} />
          </Route>
        </Route>
      </Route>
    </Routes>
  );
}
