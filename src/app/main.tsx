import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { App } from './App';
import { startingAuthState } from './features/auth/authSlice';
import { SessionGate } from './features/auth/SessionGate';
import { persistToken, takeStartupToken } from './features/auth/tokenStorage';
import { makeStore } from './store';
import './styles/base.css';
import './styles/controls.css';

const store = makeStore({ auth: startingAuthState(takeStartupToken()) });
persistToken(store);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <Provider store={store}>
      {/* Router updates without transitions, so a navigation and a store change can land in one render (logout). */}
      <BrowserRouter useTransitions={false}>
        <SessionGate>
          <App />
        </SessionGate>
      </BrowserRouter>
    </Provider>
  </StrictMode>,
);
