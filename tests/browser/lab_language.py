"""Choosing JupyterLab's own language as a class does: Settings > Language,
a language, "Change and reload" (a Lab server and the JupyterLite site alike).

The language packs are the PyPI packages ``jupyterlab-language-pack-<locale>``
installed in `make lab`'s environment, Binder's, and the one that builds the
Lite site.
"""

from __future__ import annotations

# The learners' languages (issue 11) and a menu-bar label each pack
# translates: the Settings menu, whose Language submenu makes the choice.
# The Czech and Greek packs translate only a few strings (tab commands),
# none of them in the menu bar.
LOCALES = ("ru_RU", "uk_UA", "cs_CZ", "el_GR", "fi_FI")
SETTINGS_MENU = {"en": "Settings", "ru_RU": "Настройки", "uk_UA": "Налаштування", "fi_FI": "Asetukset"}

MENU_BAR = "#jp-menu-panel .lm-MenuBar-itemLabel, #jp-top-panel .lm-MenuBar-itemLabel"


def menu_labels(page) -> list[str]:
    page.locator(MENU_BAR).first.wait_for(timeout=120_000)
    return page.locator(MENU_BAR).all_inner_texts()


def choose_language(page, locale: str, current: str = "en") -> None:
    """Pick ``locale`` from the Settings menu (labelled in the ``current``
    language) and wait for the reloaded page to label it in the new one."""
    page.locator("li.lm-MenuBar-item", has_text=SETTINGS_MENU[current]).click()
    page.locator("li.lm-Menu-item[data-type='submenu']:has(.lm-Menu-itemLabel:text-is('Language'))").hover()
    page.locator(f"li.lm-Menu-item[data-command='jupyterlab-translation:{locale}']").click()
    with page.expect_navigation(timeout=120_000):
        page.locator(".jp-Dialog .jp-mod-accept").click()
    page.locator("li.lm-MenuBar-item", has_text=SETTINGS_MENU[locale]).wait_for(timeout=120_000)
