import { lazy } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { paths } from '../lib/paths';
import { RequireAuth } from './require-auth';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';

// One lazy chunk per page: the shell (layout, auth, router) is all that / loads up front.
const HomePage = lazy(() => import('../features/home/home-page'));
const LoginPage = lazy(() => import('../features/auth/login-page'));
const RegisterPage = lazy(() => import('../features/auth/register-page'));
const ForgotPasswordPage = lazy(() => import('../features/auth/forgot-password-page'));
const AllFoodsPage = lazy(() => import('../features/foods/all-foods-page'));
const FoodDetailPage = lazy(() => import('../features/foods/food-detail-page'));
const AddFoodPage = lazy(() => import('../features/foods/add-food-page'));
const MyFoodsPage = lazy(() => import('../features/foods/my-foods-page'));
const UpdateFoodPage = lazy(() => import('../features/foods/update-food-page'));
const PurchasePage = lazy(() => import('../features/orders/purchase-page'));
const MyOrdersPage = lazy(() => import('../features/orders/my-orders-page'));
const OrderPage = lazy(() => import('../features/orders/order-page'));
const MySalesPage = lazy(() => import('../features/orders/my-sales-page'));
const GalleryPage = lazy(() => import('../features/gallery/gallery-page'));
const AboutPage = lazy(() => import('../features/pages/about-page'));
const ContactPage = lazy(() => import('../features/pages/contact-page'));
const JobsPage = lazy(() => import('../features/pages/jobs-page'));
const PressPage = lazy(() => import('../features/pages/press-page'));
const FaqPage = lazy(() => import('../features/pages/faq-page'));
const TermsPage = lazy(() => import('../features/pages/terms-page'));
const PrivacyPage = lazy(() => import('../features/pages/privacy-page'));
const CookiesPage = lazy(() => import('../features/pages/cookies-page'));
const NotFoundPage = lazy(() => import('../features/pages/not-found-page'));

export const routes: RouteObject[] = [
  {
    path: paths.home,
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <HomePage /> },
      { path: paths.login, element: <LoginPage /> },
      { path: paths.register, element: <RegisterPage /> },
      { path: paths.forgotPassword, element: <ForgotPasswordPage /> },
      { path: paths.foods, element: <AllFoodsPage /> },
      { path: paths.food.pattern, element: <FoodDetailPage /> },
      { path: paths.purchase.pattern, element: <RequireAuth><PurchasePage /></RequireAuth> },
      { path: paths.addFood, element: <RequireAuth><AddFoodPage /></RequireAuth> },
      { path: paths.myFoods, element: <RequireAuth><MyFoodsPage /></RequireAuth> },
      { path: paths.myOrders, element: <RequireAuth><MyOrdersPage /></RequireAuth> },
      { path: paths.order.pattern, element: <RequireAuth><OrderPage /></RequireAuth> },
      { path: paths.mySales, element: <RequireAuth><MySalesPage /></RequireAuth> },
      // Spec: both casings are linked, and the edit page has no client-side sign-in guard.
      { path: paths.updateFoodSpecCasing.pattern, element: <UpdateFoodPage /> },
      { path: paths.updateFood.pattern, element: <UpdateFoodPage /> },
      { path: paths.gallery, element: <GalleryPage /> },
      { path: paths.about, element: <AboutPage /> },
      { path: paths.contact, element: <ContactPage /> },
      { path: paths.jobs, element: <JobsPage /> },
      { path: paths.press, element: <PressPage /> },
      { path: paths.faq, element: <FaqPage /> },
      { path: paths.terms, element: <TermsPage /> },
      { path: paths.privacy, element: <PrivacyPage /> },
      { path: paths.cookies, element: <CookiesPage /> },
      { path: paths.notFound, element: <NotFoundPage /> },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
