import { lazy } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
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
    path: '/',
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'login', element: <LoginPage /> },
      { path: 'register', element: <RegisterPage /> },
      { path: 'forgot-password', element: <ForgotPasswordPage /> },
      { path: 'foods', element: <AllFoodsPage /> },
      { path: 'food/:id', element: <FoodDetailPage /> },
      { path: 'foodPurchase/:id', element: <RequireAuth><PurchasePage /></RequireAuth> },
      { path: 'add-food', element: <RequireAuth><AddFoodPage /></RequireAuth> },
      { path: 'my-foods', element: <RequireAuth><MyFoodsPage /></RequireAuth> },
      { path: 'my-orders', element: <RequireAuth><MyOrdersPage /></RequireAuth> },
      // Spec: both casings are linked, and the edit page has no client-side sign-in guard.
      { path: 'update-Food/:id', element: <UpdateFoodPage /> },
      { path: 'update-food/:id', element: <UpdateFoodPage /> },
      { path: 'gallery', element: <GalleryPage /> },
      { path: 'aboutus', element: <AboutPage /> },
      { path: 'contract', element: <ContactPage /> },
      { path: 'jobs', element: <JobsPage /> },
      { path: 'press', element: <PressPage /> },
      { path: 'faq', element: <FaqPage /> },
      { path: 'terms', element: <TermsPage /> },
      { path: 'privacy', element: <PrivacyPage /> },
      { path: 'cookies', element: <CookiesPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
