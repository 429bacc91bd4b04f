import {
  Bell,
  CalendarCheck,
  CircleAlert,
  CircleCheck,
  CircleX,
  ClipboardList,
  FileText,
  Info,
  KeyRound,
  Package,
  Receipt,
  Shield,
  Smile,
  TriangleAlert,
  UserRound,
  type LucideIcon,
} from 'lucide-react';

const ICONS: Readonly<Record<string, LucideIcon>> = {
  bell: Bell,
  calendar: CalendarCheck,
  'calendar-check': CalendarCheck,
  alert: CircleAlert,
  'alert-circle': CircleAlert,
  'circle-alert': CircleAlert,
  check: CircleCheck,
  'check-circle': CircleCheck,
  'circle-check': CircleCheck,
  x: CircleX,
  'x-circle': CircleX,
  'circle-x': CircleX,
  clipboard: ClipboardList,
  'clipboard-list': ClipboardList,
  file: FileText,
  'file-text': FileText,
  info: Info,
  key: KeyRound,
  'key-round': KeyRound,
  package: Package,
  receipt: Receipt,
  shield: Shield,
  smile: Smile,
  warning: TriangleAlert,
  'alert-triangle': TriangleAlert,
  'triangle-alert': TriangleAlert,
  user: UserRound,
};

/**
 * The lucide icon for a notification's `icon` name (spec §3 Notification: optional icon), e.g.
 * "smile" (the welcome), "shield" (a password change), "check-circle", "calendar"; a bell for a
 * missing or unknown name.
 */
export function notificationIcon(name: string | null | undefined): LucideIcon {
  return (name && ICONS[name.toLowerCase()]) || Bell;
}

const COLORS = ['primary', 'secondary', 'success', 'info', 'warning', 'danger'] as const;

/** The colour family for a notification's `color` name (spec §3: optional color); "primary" when missing or unknown. */
export function notificationColor(name: string | null | undefined): (typeof COLORS)[number] {
  return COLORS.find((color) => color === name?.toLowerCase()) ?? 'primary';
}
