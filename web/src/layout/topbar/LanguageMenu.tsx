import { Languages } from 'lucide-react';
import { DropdownMenu } from '../DropdownMenu';
import { ICON_SIZE, ICON_STROKE } from '../iconDefaults';

/**
 * The top bar's language menu (spec §2 Top bar: English only): a "Language: English" button showing the
 * current language, opening a menu whose one entry, "English", is checked.
 */
export function LanguageMenu() {
  return (
    <DropdownMenu
      label="Language: English"
      className="language-menu"
      button={
        <>
          <Languages size={ICON_SIZE} strokeWidth={ICON_STROKE} aria-hidden="true" />
          <span className="topbar-optional">English</span>
        </>
      }
      items={[{ label: 'English', checked: true }]}
    />
  );
}
