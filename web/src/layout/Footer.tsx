import './footer.css';

/**
 * The footer (spec §1, §9): the 2021 copyright line naming the holding company from the
 * HOLDING_COMPANY setting, e.g. "2021 © Acme Holdings Group.".
 */
export function Footer() {
  return <footer className="layout-footer">{`2021 © ${__HOLDING_COMPANY__}.`}</footer>;
}
