// Notifications on this device: an enhancement of the Settings page. Where the browser can
// receive Web Push, it shows the "Turn on notifications" button; pressing it registers the
// service worker, subscribes with the server's VAPID key, and posts the subscription to the
// Settings page as an ordinary form (with the page's CSRF token), which answers with the page.
//
// The worker is /static/sw.js with the scope /static/ (the default for its folder). A scope only
// decides which pages the worker controls and whose requests it sees; push and notificationclick
// events reach a registration whatever its scope, and clients.openWindow opens any page of this
// origin. This worker handles nothing else, so it needs no wider scope: no route of its own at
// /sw.js and no Service-Worker-Allowed header. (Because it controls no page of the app,
// navigator.serviceWorker.ready would never resolve here: the registration itself is used.)
(function () {
  'use strict';
  var box = document.getElementById('push-enable');
  if (!box || !('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window)) return;
  var button = document.getElementById('push-enable-button');
  var status = document.getElementById('push-status');
  box.hidden = false;

  function keyBytes(base64url) {
    var base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
    var raw = atob(base64 + '='.repeat((4 - base64.length % 4) % 4));
    var bytes = new Uint8Array(raw.length);
    for (var i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
    return bytes;
  }

  function base64url(buffer) {
    var bytes = new Uint8Array(buffer);
    var text = '';
    for (var i = 0; i < bytes.length; i++) text += String.fromCharCode(bytes[i]);
    return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  }

  // pushManager.subscribe needs an active worker: wait for a new one to activate.
  function activated(registration) {
    return new Promise(function (resolve) {
      if (registration.active) return resolve(registration);
      var worker = registration.installing || registration.waiting;
      worker.addEventListener('statechange', function () {
        if (worker.state === 'activated') resolve(registration);
      });
    });
  }

  function post(subscription) {
    var form = document.createElement('form');
    form.method = 'post';
    form.action = box.dataset.action;
    var fields = {
      csrf: box.dataset.csrf,
      action: 'subscribePush',
      endpoint: subscription.endpoint,
      p256dh: base64url(subscription.getKey('p256dh')),
      auth: base64url(subscription.getKey('auth'))
    };
    Object.keys(fields).forEach(function (name) {
      var input = document.createElement('input');
      input.type = 'hidden';
      input.name = name;
      input.value = fields[name];
      form.appendChild(input);
    });
    document.body.appendChild(form);
    form.submit();
  }

  button.addEventListener('click', function () {
    button.disabled = true;
    Notification.requestPermission().then(function (permission) {
      if (permission !== 'granted') throw new Error('denied');
      return navigator.serviceWorker.register('/static/sw.js');
    }).then(activated).then(function (registration) {
      return registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: keyBytes(box.dataset.applicationServerKey)
      });
    }).then(post).catch(function (error) {
      button.disabled = false;
      status.textContent = error && error.message === 'denied' ? box.dataset.denied : String(error);
    });
  });
})();
