import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { RoutesErrorBoundary } from './components/ErrorBoundary';
import { Loader } from './components/Loader';
import { useIsolatedPages } from './documentIsolation';
import { ContactPage } from './features/account/ContactPage';
import { FaqPage } from './features/account/FaqPage';
import { ProfilePage } from './features/account/ProfilePage';
import { SubscriptionPage } from './features/account/SubscriptionPage';
import { AnonymousOnly } from './features/auth/AnonymousOnly';
import { ForgotPasswordPage } from './features/auth/ForgotPasswordPage';
import { LoginPage } from './features/auth/LoginPage';
import { RegisterPage } from './features/auth/RegisterPage';
import { RequireAuth } from './features/auth/RequireAuth';
import { ResetPasswordPage } from './features/auth/ResetPasswordPage';
import { SignUpVerifyPage } from './features/auth/SignUpVerifyPage';
import { OutboxPage } from './features/dev/OutboxPage';
import { CreateProjectRoute } from './features/editor/routes/CreateProjectRoute';
import { EditorRoute } from './features/editor/routes/EditorRoute';
import { ItemDetailPage } from './features/myItems/ItemDetailPage';
import { MyItemsPage } from './features/myItems/MyItemsPage';
import { SharingPageEditorPage } from './features/sharing/SharingPageEditorPage';
import { NotFoundPage } from './features/shell/NotFoundPage';
import { NewTemplatePage } from './features/templates/NewTemplatePage';
import { TemplatesPage } from './features/templates/TemplatesPage';
import { CoverLayout } from './layouts/CoverLayout';
import { ShellLayout } from './layouts/ShellLayout';

/** The engine page carries the media encoder for its sample clips: loaded only when visited. */
const EnginePage = lazy(() => import('./features/dev/EnginePage').then((module) => ({ default: module.EnginePage })));
/** The effects gallery draws every effect with the engine: loaded only when visited. */
const EffectsPage = lazy(() => import('./features/dev/EffectsPage').then((module) => ({ default: module.EffectsPage })));

/** Every route of spec 001 §2 and spec 002 §2, inside one error boundary ("Something went wrong."). */
export function App() {
  useIsolatedPages();
  return (
    <RoutesErrorBoundary>
      <Routes>
        <Route element={<CoverLayout />}>
          <Route element={<AnonymousOnly />}>
            <Route path="/login" element={<LoginPage />} />
            <Route path="/register" element={<RegisterPage />} />
          </Route>
          <Route path="/forgotpassword" element={<ForgotPasswordPage />} />
          <Route path="/reset-password/:id" element={<ResetPasswordPage />} />
          <Route path="/signup-verify/:id" element={<SignUpVerifyPage />} />
        </Route>
        <Route element={<RequireAuth />}>
          <Route path="/video/*" element={<EditorRoute />} />
          <Route path="/image/*" element={<EditorRoute />} />
          <Route path="/create" element={<CreateProjectRoute editorType="video" />} />
          <Route element={<ShellLayout />}>
            <Route path="/" element={<TemplatesPage />} />
            <Route path="/new-template" element={<NewTemplatePage />} />
            <Route path="/myvideos" element={<MyItemsPage kind="video" />} />
            <Route path="/myimages" element={<MyItemsPage kind="image" />} />
            <Route path="/myvideos/:id" element={<ItemDetailPage kind="video" />} />
            <Route path="/myimages/:id" element={<ItemDetailPage kind="image" />} />
            <Route path="/salespage/:id" element={<SharingPageEditorPage />} />
            <Route path="/settings" element={<ProfilePage />} />
            <Route path="/subscription" element={<SubscriptionPage />} />
            <Route path="/faq" element={<FaqPage />} />
            <Route path="/contactus" element={<ContactPage />} />
          </Route>
        </Route>
        <Route path="/dev/outbox" element={<OutboxPage />} />
        <Route
          path="/dev/engine"
          element={
            <Suspense fallback={<Loader label="Loading the engine page…" />}>
              <EnginePage />
            </Suspense>
          }
        />
        <Route
          path="/dev/effects"
          element={
            <Suspense fallback={<Loader label="Loading the effects page…" />}>
              <EffectsPage />
            </Suspense>
          }
        />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </RoutesErrorBoundary>
  );
}
