#!/usr/bin/env python3
"""Figures of the list page (run it through scripts/list-page-metrics.sh).

Against a running Reminders server with a fresh database: signs up, creates a list, adds 12
reminders of everyday variety (due dates including one overdue and one with a time, notes,
priorities, one flagged), then measures in headless Chromium and prints:

  - the document height of the list page at 1280x900 and at 390x844, in the light and the dark
    scheme (prefers-color-scheme emulated through CDP),
  - whether the 12 reminders fit one desktop screen (the bottom of the 12th row <= 900 px),
  - the Tab stops in each reminder row (counted by pressing Tab through the page, and the
    focusable elements of each row's <li>), with the account's only list and with a second list
    to move reminders to,
  - the bytes of the HTML served for the list with 12 and with 50 reminders,

and saves screenshots of the list page with 12 reminders (desktop and phone, light and dark, the
first screen and the full page) into --output, with the figures in --output/figures.txt.
"""

import argparse
import datetime
import gzip
import os
import signal
import sys
import time
import urllib.request

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from browser_check import PAGE_TIMEOUT, SCHEMES, CheckFailed, Walk, check, content  # noqa: E402

DESKTOP = ("desktop", 1280, 900, False)
PHONE = ("phone", 390, 844, True)

# What the keyboard reaches: the same rule as a browser's sequential focus navigation, for the
# elements a server-rendered page has.
TABBABLE_JS = """
const root = arguments[0];
const candidates = root.querySelectorAll(
  'a[href], button, input, select, textarea, summary, iframe, [tabindex], [contenteditable=""], [contenteditable=true]');
return Array.from(candidates).filter(e => {
  if (e.disabled || e.tabIndex < 0) return false;
  if (e.matches('input[type=hidden]')) return false;
  // Not rendered, invisible, or in a closed <details> (content-visibility: hidden) is not reached.
  return e.checkVisibility({visibilityProperty: true}) && e.getClientRects().length > 0;
});
"""


class Metrics(Walk):
    def __init__(self, args):
        args.gallery = False
        args.pages = None
        args.screenshots = args.output
        super().__init__(args)
        self.out = args.output
        self.revision = args.revision
        self.lines = []

    def say(self, line=""):
        print(line, flush=True)
        self.lines.append(line)

    # The viewport (the scheme is Walk.set_scheme) ------------------------------------------------

    def viewport(self, size):
        _, width, height, mobile = size
        self.set_viewport(width, height, mobile)

    def document_height(self):
        return self.driver.execute_script(
            "return Math.max(document.documentElement.scrollHeight, document.body.scrollHeight)")

    def shoot(self, name, full_page):
        import base64
        path = os.path.join(self.out, f"{name}.png")
        clip = None
        if full_page:
            width, height = self.driver.execute_script(
                "return [document.documentElement.clientWidth, "
                "Math.max(document.documentElement.scrollHeight, document.body.scrollHeight)]")
            clip = {"x": 0, "y": 0, "width": width, "height": min(height, 16000), "scale": 1}
        parameters = {"format": "png", "captureBeyondViewport": bool(full_page)}
        if clip:
            parameters["clip"] = clip
        data = self.driver.execute_cdp_cmd("Page.captureScreenshot", parameters)
        with open(path, "wb") as f:
            f.write(base64.b64decode(data["data"]))
        return os.path.basename(path)

    # Building the list --------------------------------------------------------------------------
    # Through the forms' fields (their names and the `action` each form posts), not their labels or
    # layout, so that the same script measures one design and the next.

    FILL_JS = """
    const [form, fields] = arguments;
    for (const [name, value] of Object.entries(fields)) {
      const control = form.elements.namedItem(name);
      if (!control) return `the form has no field ${name}`;
      if (control.type === 'checkbox') { control.checked = Boolean(value); continue; }
      if (control.tagName === 'SELECT') {
        const option = Array.from(control.options).find(o => o.value === value || o.textContent.trim() === value);
        if (!option) return `the field ${name} has no option ${value}`;
        control.value = option.value;
        continue;
      }
      control.value = value;
    }
    return null;
    """

    def submit(self, form_selector, fields):
        """Fill the form matching `form_selector` by field name and send it with its own button."""
        forms = self.css(form_selector)
        check(len(forms) == 1, f"{len(forms)} forms match {form_selector} on {self.driver.current_url}")
        problem = self.driver.execute_script(self.FILL_JS, forms[0], fields)
        check(problem is None, f"{problem} ({form_selector})")
        buttons = [b for b in forms[0].find_elements("css selector", "button, input[type=submit]")
                   if (b.get_attribute("type") or "submit") == "submit" and not b.get_attribute("name") and b.is_displayed()]
        check(buttons, f"the form {form_selector} has no submit button of its own on screen")
        self.click_and_wait(buttons[0])

    def add(self, title, due=None, time_of_day=None, priority=None, notes=None, flagged=False):
        t = self.t
        before = len(self.rows())
        fields = {"title": title}
        if notes is not None:
            fields["notes"] = notes
        if due is not None:
            fields["dueDate"] = due.isoformat()
        if time_of_day is not None:
            fields["dueTime"] = time_of_day
        if priority is not None:
            fields["priority"] = t(f"Reminder.Priority.{priority}")
        if flagged:
            fields["isFlagged"] = True
        self.submit("main form:has(input[name=action][value=addReminder])", fields)
        check(len(self.rows()) == before + 1, f"adding {title!r} left {len(self.rows())} rows, expected {before + 1}")

    def create_list(self, name):
        t = self.t
        self.visit("/")
        self.expect_page(t("Lists.Page.title"))
        self.submit("main form:has(input[name=action][value=createList])", {"name": name})
        if self.text_of("main h1") != name:  # the app may stay on the overview
            self.click_and_wait(self.link(name))
        self.expect_page(name)
        return self.driver.current_url.removeprefix(self.base)

    # Measuring ----------------------------------------------------------------------------------

    def rows(self):
        return self.css("main li.reminder")

    def tab_stops(self):
        """(stops per row by pressing Tab, focusable elements per row, what one row's stops are)."""
        from selenium.webdriver.common.action_chains import ActionChains
        from selenium.webdriver.common.keys import Keys
        rows = self.rows()
        ids = [row.get_attribute("id") for row in rows]
        static = [len(self.driver.execute_script(TABBABLE_JS, row)) for row in rows]
        described = [self.describe(e) for e in self.driver.execute_script(TABBABLE_JS, rows[0])]
        # Press Tab from the top of the page until focus comes back round (or leaves the page).
        self.driver.execute_script("document.activeElement && document.activeElement.blur(); window.scrollTo(0, 0)")
        total = len(self.driver.execute_script(TABBABLE_JS, self.driver.find_element("tag name", "body")))
        pressed = {i: 0 for i in ids}
        seen = []
        for _ in range(2 * total + 20):  # until focus comes round; a generous cap
            ActionChains(self.driver).send_keys(Keys.TAB).perform()
            where = self.driver.execute_script(
                "const e = document.activeElement; if (!e || e === document.body) return null;"
                "const row = e.closest('li.reminder'); return [e.outerHTML.slice(0, 80), row ? row.id : ''];")
            if where is None or (seen and where[0] == seen[0]):
                break
            seen.append(where[0])
            if where[1]:
                pressed[where[1]] += 1
        return [pressed[i] for i in ids], static, described, total

    def describe(self, element):
        tag = element.tag_name
        name = content(element) or element.get_attribute("aria-label") or ""
        if tag == "select":
            labels = self.driver.find_elements("css selector", f"label[for='{element.get_attribute('id')}']")
            name = content(labels[0]) if labels else name
        return f"{tag} {name!r}" if name else tag

    def served_bytes(self, path):
        request = urllib.request.Request(self.base + path, headers={"Cookie": self.cookie_header()})
        with urllib.request.urlopen(request, timeout=PAGE_TIMEOUT) as response:
            body = response.read()
        return len(body), len(gzip.compress(body, compresslevel=6))

    # The run ------------------------------------------------------------------------------------

    def run(self):
        t = self.t
        today = self.today
        day = datetime.timedelta(days=1)

        print("sign up")
        self.visit("/sign-up")
        self.submit("main form:has(input[name=displayName])",
                    {"email": "grace@example.com", "displayName": "Grace", "password": "correct horse battery staple"})
        self.expect_page(t("Lists.Page.title"))

        print("a list with 12 reminders")
        list_name = "Home"
        path = self.create_list(list_name)
        twelve = [
            dict(title="Pay the electricity bill", due=today - 2 * day, priority="high",
                 notes="Account 4471-22, by bank transfer"),
            dict(title="Buy milk, eggs and bread", due=today, priority="medium"),
            dict(title="Call the dentist to move Thursday's appointment", due=today + day, time_of_day="09:30"),
            dict(title="Pick up the dry cleaning", due=today + day, flagged=True),
            dict(title="Renew passport", due=today + 21 * day, priority="high",
                 notes="Photos from the booth at the station; the form is on the website"),
            dict(title="Water the plants"),
            dict(title="Book train tickets for the conference", due=today + 7 * day, priority="low"),
            dict(title="Return library books", due=today + 3 * day),
            dict(title="Ask Sam about the weekend", notes="Hiking, or the museum if it rains?"),
            dict(title="Replace the hallway light bulb", priority="low"),
            dict(title="Send a birthday card to Grandma", due=today + 5 * day, priority="medium",
                 notes="Her new address: 12 Harbour Road. Add a photo of the kids."),
            dict(title="Back up the laptop"),
        ]
        for reminder in twelve:
            self.add(**reminder)
        check(len(self.rows()) == 12, f"the list shows {len(self.rows())} reminders, expected 12")
        overdue = [row for row in self.rows() if "overdue" in row.get_attribute("class").split()]
        check(len(overdue) == 1, f"{len(overdue)} rows are marked overdue, expected 1")

        self.visit(path)
        self.viewport(DESKTOP)
        one_list = self.tab_stops()

        print("a second list, so that each row can move its reminder")
        self.create_list("Work")
        self.visit(path)
        self.expect_page(list_name)
        two_lists = self.tab_stops()

        bytes_12 = self.served_bytes(path)

        self.say(f"List page figures of {self.revision} ({time.strftime('%Y-%m-%d %H:%M %Z')}, "
                 f"headless Chromium {self.driver.capabilities.get('browserVersion', '?')})")
        self.say(f"The list 'Home' with 12 open reminders: {sum(1 for r in twelve if r.get('due'))} with a due date "
                 f"(1 overdue, {sum(1 for r in twelve if r.get('due') == today)} today, "
                 f"{sum(1 for r in twelve if r.get('time_of_day'))} with a time), "
                 f"{sum(1 for r in twelve if r.get('notes'))} with notes, "
                 f"{sum(1 for r in twelve if r.get('priority'))} with a priority, "
                 f"{sum(1 for r in twelve if r.get('flagged'))} flagged;")
        self.say("the account also has the list 'Work' (so each row offers Move) unless said otherwise.")
        self.say("")
        self.say("Document height of the list page (px):")
        shots = []
        fits = None
        for size in (DESKTOP, PHONE):
            name, width, height, _ = size
            self.viewport(size)
            self.visit(path)  # a fresh layout at this width
            self.viewport(size)
            for scheme in SCHEMES:
                self.set_scheme(scheme)
                self.driver.execute_script("window.scrollTo(0, 0)")
                document_height = self.document_height()
                self.say(f"  {name:7} {width}x{height} {scheme:5}: {document_height:6} "
                         f"({document_height / height:.1f} screens)")
                shots.append(self.shoot(f"list-{name}-{scheme}-screen", full_page=False))
                shots.append(self.shoot(f"list-{name}-{scheme}-full", full_page=True))
                if size is DESKTOP and scheme == "light":
                    rows = self.rows()
                    bottom = self.driver.execute_script(
                        "return arguments[0].getBoundingClientRect().bottom + window.scrollY", rows[-1])
                    top = self.driver.execute_script(
                        "return arguments[0].getBoundingClientRect().top + window.scrollY", rows[0])
                    fits = (bottom, top)
        self.set_scheme("light")
        bottom, top = fits
        self.say("")
        self.say(f"12 reminders fit one desktop screen (1280x900): {'yes' if bottom <= 900 else 'no'} -- "
                 f"the 1st row starts at {top:.0f} px, the 12th row ends at {bottom:.0f} px "
                 f"({(bottom - top) / 12:.0f} px per row on average)")
        self.say("")
        self.say("Tab stops per reminder row (pressing Tab through the page; focusable elements in the <li>):")
        for label, (pressed, static, described, total) in (("with a second list", two_lists),
                                                           ("with the account's only list", one_list)):
            def spread(numbers):
                return f"{min(numbers)}" if min(numbers) == max(numbers) else f"{min(numbers)}-{max(numbers)}"
            self.say(f"  {label}: {spread(pressed)} per row by Tab ({sum(pressed)} in the 12 rows, {total} in the "
                     f"whole page); {spread(static)} focusable elements per <li>")
            self.say(f"    one row: {', '.join(described)}")

        print("38 more reminders")
        self.viewport(DESKTOP)
        self.visit(path)
        subjects = ["Email", "Call", "Order", "Check", "Fix", "Plan", "Read", "Clean", "Sort", "Pay"]
        things = ["the insurance letter", "the plumber", "printer ink", "the tyre pressure", "the garden gate",
                  "the team lunch", "chapter 4", "the garage", "the photo albums", "the council tax"]
        for n in range(38):
            extra = {}
            if n % 4 == 0:
                extra["due"] = today + (n % 9) * day
            if n % 5 == 0:
                extra["priority"] = ("low", "medium", "high")[n % 3]
            if n % 6 == 0:
                extra["notes"] = "Keep the receipt; ask about the warranty."
            self.add(f"{subjects[n % 10]} {things[(n * 3) % 10]} ({n + 13})", **extra)
        self.visit(path)
        check(len(self.rows()) == 50, f"the list shows {len(self.rows())} reminders, expected 50")
        bytes_50 = self.served_bytes(path)
        self.say("")
        self.say("HTML served for the list page (bytes; gzip -6 for comparison, the server sends it uncompressed):")
        self.say(f"  12 reminders: {bytes_12[0]:7,} ({bytes_12[1]:6,} gzipped)")
        self.say(f"  50 reminders: {bytes_50[0]:7,} ({bytes_50[1]:6,} gzipped), "
                 f"{(bytes_50[0] - bytes_12[0]) / 38:,.0f} bytes per reminder row")
        self.say("")
        self.say(f"Screenshots of the list with 12 reminders in {self.out}: {', '.join(shots)}")
        with open(os.path.join(self.out, "figures.txt"), "w", encoding="utf-8") as f:
            f.write("\n".join(self.lines) + "\n")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--base-url", required=True)
    parser.add_argument("--catalog", required=True)
    parser.add_argument("--output", required=True, help="folder for figures.txt and the PNGs")
    parser.add_argument("--revision", default="?", help="the commit measured, for figures.txt")
    parser.add_argument("--chromium", default="/usr/bin/chromium")
    parser.add_argument("--chromedriver", default="/usr/bin/chromedriver")
    args = parser.parse_args()
    os.makedirs(args.output, exist_ok=True)
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))
    started = time.monotonic()
    metrics = Metrics(args)
    try:
        metrics.run()
    except CheckFailed as failure:
        print(f"\nFAILED on {metrics.driver.current_url}: {failure}", file=sys.stderr)
        return 1
    finally:
        metrics.close()
    print(f"measured in {time.monotonic() - started:.1f}s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
