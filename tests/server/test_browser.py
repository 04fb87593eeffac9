"""End to end in a real browser (headless Debian Chromium through Selenium): a whole game against a
computer player — the lobby, a pasted decklist, the mulligan, lands, a spell with a target chosen by
clicking the player, combat by clicking the attackers, to the end — with screenshots of the table."""
from __future__ import annotations

import os
import shutil
import tempfile
import time
from pathlib import Path

import pytest

CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
DRIVER = shutil.which("chromedriver") or "/usr/bin/chromedriver"
if not (os.path.exists(CHROMIUM) and os.path.exists(DRIVER)):
    pytest.skip("headless browser tests need Debian's chromium and chromium-driver "
                "(apt-get install chromium chromium-driver)", allow_module_level=True)
webdriver = pytest.importorskip("selenium.webdriver", reason="selenium is not installed (the server extra)")
from selenium.common.exceptions import StaleElementReferenceException  # noqa: E402
from selenium.webdriver.common.by import By  # noqa: E402

DECK = "22 Mountain\n10 Raging Goblin\n28 Lightning Bolt\n"
SHOTS = os.environ.get("MANASTACK_SCREENSHOTS")  # a directory to keep the screenshots in


@pytest.fixture
def browser():
    from selenium.webdriver.chrome.options import Options
    from selenium.webdriver.chrome.service import Service

    profile = tempfile.mkdtemp(prefix="manastack-chromium-")
    o = Options()
    o.binary_location = CHROMIUM
    for a in ("--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run",
              "--disable-background-networking", "--disable-component-update", "--disable-sync",
              f"--user-data-dir={profile}", "--window-size=1280,900"):
        o.add_argument(a)
    o.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    d = webdriver.Chrome(service=Service(DRIVER), options=o)
    d.set_page_load_timeout(30)
    try:
        yield d
        errors = [e for e in d.get_log("browser") if e["level"] == "SEVERE" and "favicon" not in e["message"]]
        assert not errors, errors  # no script errors on the page
    finally:
        d.quit()
        shutil.rmtree(profile, ignore_errors=True)


def wait(pred, timeout=15.0, what="condition"):
    t = time.time()
    while time.time() - t < timeout:
        v = pred()
        if v:
            return v
        time.sleep(0.03)
    raise AssertionError(f"timed out waiting for {what}")


def shot(d, tmp_path, name):
    p = tmp_path / name
    d.save_screenshot(str(p))
    if SHOTS:
        Path(SHOTS).mkdir(parents=True, exist_ok=True)
        shutil.copy(p, Path(SHOTS) / name)
    return p


def body(d, key):
    return d.execute_script(f"return document.body.dataset.{key} || ''")


def click_and_wait(d, element):
    v = body(d, "version")
    d.execute_script("arguments[0].scrollIntoView({block: 'center'})", element)  # (not under the sticky bars)
    element.click()
    wait(lambda: body(d, "version") != v or d.find_elements(By.CSS_SELECTOR, "#menu:not(.hidden) button")
         or d.find_element(By.ID, "error").text, what="the table to change")


def step(d, dec, did, tmp_path):
    """One answer to the seat's decision, by clicking the page as a person would."""
    kind = dec.split(":")[0]
    buttons = {b.get_attribute("data-verb"): b for b in d.find_elements(By.CSS_SELECTOR, "#options button.opt")}
    if kind == "mulligan":
        did["keep"] = True
        click_and_wait(d, buttons["keep"])
    elif kind == "play_first":
        click_and_wait(d, d.find_elements(By.CSS_SELECTOR, "#options button[data-verb='first']")[0])
    elif kind == "target":
        opp = d.find_elements(By.CSS_SELECTOR, "#opponents .player.target")
        if opp:  # a spell with a target: click the opponent
            did["target"] = True
            click_and_wait(d, opp[0])
        else:
            click_and_wait(d, d.find_elements(By.CSS_SELECTOR, "#options button.opt")[0])
    elif kind == "attackers":
        mine = d.find_elements(By.CSS_SELECTOR, "#me .card.opt")
        if mine:
            did["attack"] = True
            if did["attack"] and not (tmp_path / "attack.png").exists():
                shot(d, tmp_path, "attack.png")
            click_and_wait(d, mine[0])
        else:
            click_and_wait(d, buttons["done"])
    elif kind == "priority":
        lands = d.find_elements(By.CSS_SELECTOR, "#hand .card.opt[data-name='Mountain']")
        spells = [c for c in d.find_elements(By.CSS_SELECTOR, "#hand .card.opt") if c.get_attribute("data-name") != "Mountain"]
        if lands:
            did["land"] = True
            click_and_wait(d, lands[0])
        elif spells:
            click_and_wait(d, spells[0])
        else:
            click_and_wait(d, buttons["pass"])
    else:
        click_and_wait(d, d.find_elements(By.CSS_SELECTOR, "#options button.opt")[0])
    menu = d.find_elements(By.CSS_SELECTOR, "#menu:not(.hidden) button")
    if menu:
        click_and_wait(d, menu[0])
    assert not d.find_element(By.ID, "error").text, d.find_element(By.ID, "error").text


def test_whole_game_in_chromium(live_server, browser, tmp_path):
    d = browser
    d.get(live_server.url + "/")
    wait(lambda: d.find_elements(By.CSS_SELECTOR, ".seat"), what="the lobby")
    seat1 = d.find_elements(By.CSS_SELECTOR, ".seat")[0]
    seat1.find_element(By.CSS_SELECTOR, ".name").send_keys("Tester")
    seat1.find_element(By.CSS_SELECTOR, ".deck option[value='__paste']").click()
    seat1.find_element(By.CSS_SELECTOR, ".decklist").send_keys(DECK)
    seat1.find_element(By.CSS_SELECTOR, "button").click()  # check the deck
    wait(lambda: "supported" in seat1.find_element(By.CSS_SELECTOR, ".check").text, what="the deck check")
    seat2 = d.find_elements(By.CSS_SELECTOR, ".seat")[1]
    seat2.find_element(By.CSS_SELECTOR, ".kind option[value='computer:random']").click()
    d.find_element(By.CSS_SELECTOR, "details summary").click()
    life = d.find_element(By.ID, "life")
    life.clear()
    life.send_keys("8")
    d.find_element(By.ID, "seed").send_keys("11")
    d.find_element(By.ID, "create-btn").click()
    wait(lambda: "/game/" in d.current_url, what="the table page")
    wait(lambda: body(d, "version") != "", what="the first state")
    d.find_element(By.ID, "autopass").click()

    did = {"keep": False, "land": False, "target": False, "attack": False}
    start = time.time()
    while body(d, "decision") != "over":
        assert time.time() - start < 90, f"the game did not end; seen {did}"
        dec = body(d, "decision")
        if not dec.endswith(":mine"):
            v = body(d, "version")
            wait(lambda: body(d, "version") != v or body(d, "decision").endswith(":mine")
                 or body(d, "decision") == "over", what="the computer player")
            continue
        try:
            step(d, dec, did, tmp_path)
        except StaleElementReferenceException:
            continue  # the table re-rendered under us (a computer move, auto-pass): look again
    assert all(did.values()), did
    result = d.find_element(By.CSS_SELECTOR, "#prompt .result").text
    assert "wins" in result or "draw" in result
    board = shot(d, tmp_path, "table-end.png")
    assert board.stat().st_size > 10_000
    d.set_window_size(390, 844)  # a phone
    time.sleep(0.3)
    shot(d, tmp_path, "table-phone.png")
    assert d.execute_script("return document.documentElement.scrollWidth") <= 400  # no sideways scrolling


@pytest.fixture
def commander_server(store, full_db):
    pytest.importorskip("uvicorn", reason="the server extra is not installed (pip install 'manastack[server]')")
    from .conftest import LiveServer

    with LiveServer(store, db=full_db) as s:
        yield s


def test_903_commander_game_in_chromium(commander_server, browser, tmp_path):
    """A four-player Commander game opened from the lobby: the table shows every player's command zone with
    their commander and its tax (903.6, 903.8) and the commander damage matrix (903.10a); the person answers
    the first decisions (who plays first, the mulligan, lands, passing) by clicking."""
    d = browser
    d.get(commander_server.url + "/")
    wait(lambda: d.find_elements(By.CSS_SELECTOR, "#format option[value='commander']"), what="the formats")
    d.find_element(By.CSS_SELECTOR, "#format option[value='commander']").click()
    d.find_element(By.CSS_SELECTOR, "#mode option[value='ffa4']").click()
    wait(lambda: len(d.find_elements(By.CSS_SELECTOR, ".seat")) == 4, what="four seats")
    first = d.find_elements(By.CSS_SELECTOR, ".seat")[0]
    first.find_element(By.CSS_SELECTOR, ".name").send_keys("Tester")
    assert "Commander" in first.find_element(By.CSS_SELECTOR, ".deck option[value='__paste']").text
    deck = first.find_element(By.CSS_SELECTOR, ".deck option:checked").text
    assert "cards" in deck  # a shipped Commander deck, shown by its commander
    d.find_element(By.CSS_SELECTOR, "details summary").click()
    d.find_element(By.ID, "seed").send_keys("5")
    d.find_element(By.ID, "create-btn").click()
    wait(lambda: "/game/" in d.current_url, what="the table page")
    wait(lambda: body(d, "version") != "", what="the first state")
    rows = wait(lambda: d.find_elements(By.CSS_SELECTOR, ".player [data-row='command']"), what="command zones")
    assert len(rows) == 4
    assert all("tax {0}" in r.text for r in rows), [r.text for r in rows]
    assert "COMMANDER DAMAGE" in d.find_element(By.ID, "cmd-damage").text.upper()
    assert len(d.find_elements(By.CSS_SELECTOR, "#cmd-damage tr[data-player]")) == 4
    assert all(p.text.count("40") for p in d.find_elements(By.CSS_SELECTOR, ".phead .life"))

    answered, did = 0, set()
    start = time.time()
    while answered < 14 and body(d, "decision") != "over":
        assert time.time() - start < 120, f"stuck after {answered} answers ({did})"
        dec = body(d, "decision")
        if not dec.endswith(":mine"):
            v = body(d, "version")
            wait(lambda: body(d, "version") != v or body(d, "decision").endswith(":mine")
                 or body(d, "decision") == "over", timeout=30, what="the computer players")
            continue
        kind = dec.split(":")[0]
        try:
            buttons = {b.get_attribute("data-verb"): b for b in d.find_elements(By.CSS_SELECTOR, "#options button.opt")}
            lands = [c for c in d.find_elements(By.CSS_SELECTOR, "#hand .card.opt")
                     if "Land" in c.find_element(By.CSS_SELECTOR, ".ctype").text]
            if kind == "mulligan" and "keep" in buttons:
                click_and_wait(d, buttons["keep"])
            elif kind == "priority" and lands:
                click_and_wait(d, lands[0])
            elif kind == "priority" and "pass" in buttons:
                click_and_wait(d, buttons["pass"])
            else:
                click_and_wait(d, d.find_elements(By.CSS_SELECTOR, "#options button.opt")[0])
            menu = d.find_elements(By.CSS_SELECTOR, "#menu:not(.hidden) button")
            if menu:
                click_and_wait(d, menu[0])
        except StaleElementReferenceException:
            continue
        assert not d.find_element(By.ID, "error").text, d.find_element(By.ID, "error").text
        did.add(kind if not (kind == "priority" and lands) else "land")
        answered += 1
    assert {"mulligan", "land"} <= did, did
    assert len(d.find_elements(By.CSS_SELECTOR, ".player [data-row='command']")) == 4
    p = shot(d, tmp_path, "commander-table.png")
    assert p.stat().st_size > 10_000
