import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../lib/paths';
import { stubApi } from '../../testing/api';
import { alice } from '../../testing/auth';
import { renderPageWithHistory } from '../../testing/render-page';
import { NewOrderWatch, useNewOrderAlerts } from './new-order-watch';
import { OrderAlertControls } from './order-alert-controls';

// The browser's notification permission is a question to the browser process: a page's start does not ask it
// (docs/ARCHITECTURE.md §6). My Sales' controls, which show it, do.

let reads = 0;

function stubNotification(permission: NotificationPermission) {
  reads = 0;
  class FakeNotification {
    static get permission() {
      reads += 1;
      return permission;
    }
    static requestPermission = vi.fn(() => Promise.resolve<NotificationPermission>('granted'));
  }
  vi.stubGlobal('Notification', FakeNotification);
}

function Controls() {
  return <OrderAlertControls alerts={useNewOrderAlerts()} />;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the new-order watch and the notification permission', () => {
  it.each([
    ['a visitor', null],
    ['a signed-in seller', alice],
  ])('a page does not ask the browser for it, for %s', async (_who, user) => {
    stubNotification('granted');
    stubApi([]);
    renderPageWithHistory(
      <NewOrderWatch>
        <p>A dish page</p>
      </NewOrderWatch>,
      { path: paths.foods, route: paths.foods, user },
    );
    expect(await screen.findByText('A dish page')).toBeInTheDocument();
    expect(reads).toBe(0);
  });

  it('the controls read it when they show, and follow the answer to "Allow notifications"', async () => {
    stubNotification('default');
    stubApi([]);
    renderPageWithHistory(
      <NewOrderWatch>
        <Controls />
      </NewOrderWatch>,
      { path: paths.mySales, route: paths.mySales, user: null },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Allow notifications' }));
    expect(Notification.requestPermission).toHaveBeenCalledOnce();
    expect(await screen.findByText('Notifications on')).toBeInTheDocument();
    expect(reads).toBeGreaterThan(0);
  });
});
