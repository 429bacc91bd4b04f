import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NotificationList, type NotificationItem } from './NotificationList';
import { countUnread } from './countUnread';
import { formatDateTime } from '../format/dates';

const now = new Date('2026-11-22T10:00:00.000Z');

const notifications: NotificationItem[] = [
  {
    id: 'n1',
    title: 'Requisition approved',
    text: 'EQ-2026-0001 was approved by your Hod.',
    icon: 'check-circle',
    color: 'success',
    link: '/requisitions/equipments-requisition',
    readAt: null,
    createdAt: '2026-11-22T09:55:00.000Z',
  },
  {
    id: 'n2',
    title: 'Welcome',
    text: 'Your account is ready.',
    icon: null,
    color: null,
    link: null,
    readAt: '2026-11-20T08:00:00.000Z',
    createdAt: '2026-11-19T10:00:00.000Z',
  },
];

describe('NotificationList (spec §2 Top bar, §3 Notification)', () => {
  it('says "No notifications" when there are none', () => {
    render(<NotificationList notifications={[]} onOpen={jest.fn()} now={now} />);
    expect(screen.getByText('No notifications')).toBeInTheDocument();
    expect(screen.queryByRole('listitem')).toBeNull();
  });

  it('lists each with title, text and age, newest first, marking the unread one', () => {
    render(<NotificationList notifications={notifications} onOpen={jest.fn()} now={now} />);
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Unread: Requisition approved');
    expect(items[0]).toHaveTextContent('EQ-2026-0001 was approved by your Hod.');
    expect(items[0]).toHaveTextContent('5 minutes ago');
    // The exact time, written as everywhere else (format/dates.ts), for a pointer resting on the age.
    const time = items[0]?.querySelector('time');
    expect(time).toHaveAttribute('datetime', '2026-11-22T09:55:00.000Z');
    expect(time).toHaveAttribute('title', formatDateTime('2026-11-22T09:55:00.000Z'));
    expect(time?.getAttribute('title')).toMatch(/2026/);
    expect(items[0]?.querySelector('.notification-icon')).toHaveClass('notification-success');
    expect(items[1]).toHaveTextContent('Welcome');
    expect(items[1]).not.toHaveTextContent('Unread');
    expect(items[1]).toHaveTextContent('3 days ago');
    expect(items[1]?.querySelector('.notification-icon')).toHaveClass('notification-primary');
  });

  it('hands the chosen notification to onOpen', async () => {
    const onOpen = jest.fn();
    render(<NotificationList notifications={notifications} onOpen={onOpen} now={now} />);
    await userEvent.setup().click(screen.getByRole('button', { name: /Requisition approved/ }));
    expect(onOpen).toHaveBeenCalledWith(notifications[0]);
  });

  it('counts the unread ones for the badge', () => {
    expect(countUnread(notifications)).toBe(1);
    expect(countUnread([])).toBe(0);
  });
});
