// The service worker of Reminders' notifications (registered by push.js, scope /static/):
// shows each push message (the JSON of Domain's PushMessage) and opens its page on a click.
'use strict';

self.addEventListener('push', function (event) {
  var message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch (error) {
    message = { title: event.data ? event.data.text() : '' };
  }
  var options = {
    body: message.body || '',
    tag: message.tag || undefined,
    icon: '/static/icon-192.png',
    data: { url: message.url || '/', markDoneURL: message.markDoneURL || null },
    actions: message.markDoneURL ? [{ action: 'done', title: message.markDoneLabel || 'Mark done' }] : []
  };
  event.waitUntil(self.registration.showNotification(message.title || 'Reminders', options));
});

self.addEventListener('notificationclick', function (event) {
  event.notification.close();
  var data = event.notification.data || {};
  // "Mark done" opens the page that asks to confirm it: a click never changes anything itself.
  var url = event.action === 'done' && data.markDoneURL ? data.markDoneURL : (data.url || '/');
  event.waitUntil(self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then(function (windows) {
    for (var i = 0; i < windows.length; i++) {
      if (windows[i].url === url && 'focus' in windows[i]) return windows[i].focus();
    }
    return self.clients.openWindow(url);
  }));
});
