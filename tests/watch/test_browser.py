"""Edit → rebuild → the page refreshes; broken content → errors shown, old PDFs kept;
fixed → recovery. In a real headless browser (Debian chromium + chromium-driver).

Screenshots go to the test's temporary folder.
"""

from __future__ import annotations

import hashlib
import shutil
from pathlib import Path

import pytest

from tests.conftest import edit
from tests.watch.helpers import Watcher

webdriver = pytest.importorskip("selenium.webdriver", reason="needs selenium: pip install -e '.[test]'")
CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
DRIVER = shutil.which("chromedriver")
pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(
        not (CHROMIUM and DRIVER),
        reason="needs Chromium and chromedriver on PATH (Debian: apt-get install chromium chromium-driver)",
    ),
]


def chrome(script: bool = True):
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for flag in ("--headless=new", "--no-sandbox", "--disable-gpu", "--window-size=1200,1400"):
        options.add_argument(flag)
    if not script:
        options.add_experimental_option("prefs", {"profile.managed_default_content_settings.javascript": 2})
    return webdriver.Chrome(service=Service(DRIVER), options=options)


@pytest.fixture
def browser():
    driver = chrome()
    try:
        yield driver
    finally:
        driver.quit()


def sha(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def test_edit_break_fix_in_the_browser(browser, turn_content: Path, tmp_path: Path):
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import WebDriverWait

    shots = tmp_path / "shots"
    shots.mkdir(parents=True, exist_ok=True)
    out = tmp_path / "out"
    watcher = Watcher(turn_content, out)
    wait = WebDriverWait(browser, 60, poll_frequency=0.1)

    def generation() -> int:
        return int(browser.find_element(By.TAG_NAME, "body").get_attribute("data-generation"))

    def next_state(after: int) -> None:
        wait.until(lambda b: generation() > after)

    def images() -> list[str]:
        return [img.get_attribute("src") for img in browser.find_elements(By.CSS_SELECTOR, ".pages img")]

    try:
        browser.get(watcher.url)
        next_state(0)
        wait.until(lambda b: b.execute_script("return [...document.images].every(i => i.complete)"))
        assert browser.find_element(By.TAG_NAME, "body").get_attribute("data-ok") == "true"
        first_images = images()
        assert len(first_images) >= 3  # en, fr and the bilingual sheet, 2+ pages each
        browser.save_screenshot(str(shots / "1-built.png"))

        # Edit one string: the watcher rebuilds, the page shows new page images by itself.
        pdf = out / "en" / "turn-sequence.pdf"
        before_edit = sha(pdf)
        gen = generation()
        edit(turn_content / "turn-sequence.yaml", "Turn sequence", "Turn sequence (edited)")
        next_state(gen)
        assert sha(pdf) != before_edit
        assert images() != first_images
        browser.save_screenshot(str(shots / "2-edited.png"))

        # Break the content: the error shows, the last good PDFs stay as they were.
        good = {p: sha(p) for p in out.rglob("*.pdf")}
        gen = generation()
        line = edit(turn_content / "run-timeline.yaml", 'to: "5"', 'to: "8"')
        next_state(gen)
        body = browser.find_element(By.TAG_NAME, "body")
        assert body.get_attribute("data-ok") == "false"
        diag = next(d for d in browser.find_elements(By.CSS_SELECTOR, ".diag.error") if "TL001" in d.text)
        diag.click()  # shows the file and the line
        source = diag.find_element(By.CSS_SELECTOR, ".src")
        wait.until(lambda b: source.is_displayed())
        hit = source.find_element(By.CSS_SELECTOR, ".hit")
        assert 'to: "8"' in hit.text and hit.text.strip().startswith(str(line))
        assert "run-timeline.yaml, line" in source.text
        assert images()  # the last good pages are still on the page
        assert {p: sha(p) for p in out.rglob("*.pdf")} == good
        browser.save_screenshot(str(shots / "3-broken.png"))
        assert any("TL001" in ln for ln in watcher.lines)

        # Fix it: the next save recovers.
        gen = generation()
        edit(turn_content / "run-timeline.yaml", 'to: "8"', 'to: "5"')
        next_state(gen)
        assert browser.find_element(By.TAG_NAME, "body").get_attribute("data-ok") == "true"
        assert not browser.find_elements(By.CSS_SELECTOR, ".diag.error")
        browser.save_screenshot(str(shots / "4-fixed.png"))
    finally:
        code = watcher.stop()
    assert code == 0
    assert not list(out.rglob(".*.tmp"))  # never a half-written file left behind


ALL = ["en", "fr", "de", "en-de", "en-fr"]  # declared order, then the side-by-side pairs


def test_groups_and_language_filter_in_the_browser(browser, turn_content: Path, tmp_path: Path):
    """Languages in the declared order, each split by kind; the filter hides the other
    languages in place and still holds after the next rebuild; without a script the
    same page is a plain list of every document, its filter links answered by the server."""
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import WebDriverWait

    watcher = Watcher(turn_content, tmp_path / "out")
    wait = WebDriverWait(browser, 60, poll_frequency=0.1)

    def generation() -> int:
        return int(browser.find_element(By.TAG_NAME, "body").get_attribute("data-generation"))

    def shown() -> list[str]:
        return [
            s.get_attribute("data-lang")
            for s in browser.find_elements(By.CSS_SELECTOR, "section.lang")
            if s.is_displayed()
        ]

    try:
        browser.get(watcher.url)
        wait.until(lambda b: generation() > 0)
        assert shown() == ALL
        kinds = [
            h.text for h in browser.find_elements(By.CSS_SELECTOR, "section.lang[data-lang=en] .kind h3")
        ]
        assert kinds == ["turn-sequence"]
        browser.find_element(By.CSS_SELECTOR, '#filter a[data-lang="fr"]').click()
        assert shown() == ["fr"] and browser.current_url.endswith("?lang=fr")
        assert browser.find_element(By.CSS_SELECTOR, "#filter a.on").text.startswith("fr")
        gen = generation()
        edit(turn_content / "turn-sequence.yaml", "Turn sequence", "Turn sequence (edited)")
        wait.until(lambda b: generation() > gen)
        assert shown() == ["fr"]  # the filter outlives the rebuild
        browser.find_element(By.CSS_SELECTOR, '#filter a[data-lang=""]').click()
        assert shown() == ALL

        plain = chrome(script=False)
        try:
            plain.get(watcher.url + "?lang=en")
            # The page's script marks the chosen filter link; here it never ran.
            assert not plain.find_elements(By.CSS_SELECTOR, "#filter a.on")
            links = [a.text for a in plain.find_elements(By.CSS_SELECTOR, ".doc > a") if a.is_displayed()]
            assert links == ["en/turn-sequence.pdf"]
            plain.get(watcher.url)
            links = [a.text for a in plain.find_elements(By.CSS_SELECTOR, ".doc > a")]
            assert links == [f"{lang}/turn-sequence.pdf" for lang in ALL[:3]] + [
                f"turn-sequence.{pair}.pdf" for pair in ALL[3:]
            ]
        finally:
            plain.quit()
    finally:
        code = watcher.stop()
    assert code == 0
