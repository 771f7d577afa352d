// The stand-in Stripe.js the browser tests load instead of https://js.stripe.com/v3 (only when
// the shop runs with PAYMENTS_SANDBOX_SCRIPTS=true). It implements what the shop's card form
// uses: elements() with cardNumber/cardExpiry/cardCvc fields (plain inputs instead of Stripe's
// iframes, emitting change events with the card brand), and confirmCardPayment, which confirms
// the PaymentIntent at the stand-in API and, when it requires_action, shows a 3-D Secure
// challenge dialog as Stripe.js does, then answers { paymentIntent } or { error }.
export const STRIPE_JS = (apiUrl: string) => `(function () {
  "use strict";
  var API = ${JSON.stringify(apiUrl)};
  var LABELS = { cardNumber: "Card number", cardExpiry: "Expiration date MM / YY", cardCvc: "CVC" };

  function brandOf(digits) {
    if (/^4/.test(digits)) return "visa";
    if (/^3[47]/.test(digits)) return "amex";
    if (/^(5[1-5]|2[2-7])/.test(digits)) return "mastercard";
    return digits ? "unknown" : "unknown";
  }

  function Element(type, elements) {
    this.type = type;
    this.elements = elements;
    this.handlers = {};
    this.input = null;
  }
  Element.prototype.on = function (event, handler) {
    (this.handlers[event] = this.handlers[event] || []).push(handler);
    return this;
  };
  Element.prototype.off = function (event, handler) {
    var list = this.handlers[event] || [];
    this.handlers[event] = list.filter(function (h) { return h !== handler; });
    return this;
  };
  Element.prototype.once = Element.prototype.on;
  Element.prototype.emit = function (event, payload) {
    (this.handlers[event] || []).slice().forEach(function (h) { h(payload); });
  };
  Element.prototype.mount = function (target) {
    var self = this;
    // The Express Checkout Element of a browser without Apple Pay or Google Pay: nothing to show.
    if (self.type === "expressCheckout") {
      setTimeout(function () { self.emit("ready", { elementType: self.type, availablePaymentMethods: undefined }); }, 0);
      return;
    }
    var node = typeof target === "string" ? document.querySelector(target) : target;
    var input = document.createElement("input");
    input.setAttribute("data-stripe-standin", self.type);
    input.setAttribute("aria-label", LABELS[self.type] || self.type);
    input.setAttribute("inputmode", "numeric");
    input.setAttribute("autocomplete", "off");
    input.style.cssText = "border:0;width:100%;font:inherit;color:inherit;background:transparent;outline:none;padding:0";
    input.addEventListener("input", function () {
      var digits = input.value.replace(/\\D/g, "");
      var payload = { elementType: self.type, empty: digits.length === 0, complete: false, value: undefined, error: undefined };
      if (self.type === "cardNumber") { payload.brand = brandOf(digits); payload.complete = digits.length >= 15; }
      if (self.type === "cardExpiry") payload.complete = digits.length === 4;
      if (self.type === "cardCvc") payload.complete = digits.length >= 3;
      self.emit("change", payload);
    });
    input.addEventListener("focus", function () { self.emit("focus", { elementType: self.type }); });
    input.addEventListener("blur", function () { self.emit("blur", { elementType: self.type }); });
    node.appendChild(input);
    self.input = input;
    setTimeout(function () { self.emit("ready", { elementType: self.type }); }, 0);
  };
  Element.prototype.update = function () {};
  Element.prototype.focus = function () { if (this.input) this.input.focus(); };
  Element.prototype.blur = function () { if (this.input) this.input.blur(); };
  Element.prototype.clear = function () { if (this.input) this.input.value = ""; };
  Element.prototype.unmount = function () { if (this.input) this.input.remove(); this.input = null; };
  Element.prototype.destroy = function () { this.unmount(); delete this.elements.created[this.type]; };
  Element.prototype.value = function () { return this.input ? this.input.value.replace(/\\D/g, "") : ""; };

  function Elements() { this.created = {}; }
  Elements.prototype.create = function (type) {
    if (this.created[type]) throw new Error("Can only create one Element of type " + type);
    var element = new Element(type, this);
    this.created[type] = element;
    return element;
  };
  Elements.prototype.getElement = function (type) {
    var name = typeof type === "string" ? type : type && type.__elementType;
    return this.created[name] || null;
  };
  Elements.prototype.update = function () {};

  function form(fields, prefix, out) {
    Object.keys(fields).forEach(function (key) {
      var value = fields[key];
      var name = prefix ? prefix + "[" + key + "]" : key;
      if (value === undefined || value === null) return;
      if (typeof value === "object") form(value, name, out);
      else out.push(encodeURIComponent(name) + "=" + encodeURIComponent(String(value)));
    });
    return out.join("&");
  }

  function challenge() {
    return new Promise(function (resolve) {
      var dialog = document.createElement("div");
      dialog.setAttribute("role", "dialog");
      dialog.setAttribute("aria-modal", "true");
      dialog.setAttribute("aria-label", "3D Secure authentication");
      dialog.style.cssText = "position:fixed;inset:0;display:flex;align-items:center;justify-content:center;background:rgba(0,0,0,.5);z-index:99999";
      // Styled through the style property, not a style attribute: Stripe shows the challenge in
      // its own frame and adds no inline styles the shop's Content-Security-Policy would block.
      var panel = document.createElement("div");
      panel.style.cssText = "background:#fff;color:#111;padding:24px;border-radius:8px;font:16px sans-serif";
      panel.innerHTML = '<p>3D Secure test payment page</p>' +
        '<button type="button" data-outcome="approve">Complete authentication</button> <button type="button" data-outcome="fail">Fail authentication</button>';
      dialog.appendChild(panel);
      dialog.addEventListener("click", function (event) {
        var outcome = event.target && event.target.getAttribute && event.target.getAttribute("data-outcome");
        if (!outcome) return;
        dialog.remove();
        resolve(outcome);
      });
      document.body.appendChild(dialog);
    });
  }

  function StripeStandIn(key) {
    if (!key) throw new Error("Please call Stripe() with your publishable key.");
    function request(method, path, fields) {
      var body = form(fields, "", []);
      return fetch(API + path + (method === "GET" ? "?" + body : ""), {
        method: method,
        headers: { authorization: "Bearer " + key, "content-type": "application/x-www-form-urlencoded" },
        body: method === "GET" ? undefined : body,
      }).then(function (response) {
        return response.json().then(function (json) { return { ok: response.ok, json: json }; });
      });
    }
    var stripe = {
      elements: function () { return (stripe._elements = new Elements()); },
      createToken: function () { return Promise.reject(new Error("createToken is not part of the stand-in")); },
      createPaymentMethod: function () { return Promise.reject(new Error("createPaymentMethod is not part of the stand-in")); },
      _registerWrapper: function () {},
      registerAppInfo: function () {},
      confirmCardPayment: function (clientSecret, data) {
        var id = String(clientSecret).split("_secret_")[0];
        var method = (data && data.payment_method) || {};
        var card = method.card;
        if (!card || typeof card.value !== "function") return Promise.resolve({ error: { type: "validation_error", code: "incomplete_number", message: "Your card number is incomplete." } });
        var expiry = card.elements.getElement("cardExpiry");
        var cvc = card.elements.getElement("cardCvc");
        var exp = expiry ? expiry.value() : "";
        return request("POST", "/v1/payment_intents/" + id + "/confirm", {
          client_secret: clientSecret,
          payment_method_data: {
            type: "card",
            card: { number: card.value(), exp_month: exp.slice(0, 2), exp_year: exp.slice(2, 4), cvc: cvc ? cvc.value() : "" },
            billing_details: method.billing_details || {},
          },
        }).then(function (result) {
          if (!result.ok) return { error: result.json.error };
          var intent = result.json;
          if (intent.status !== "requires_action") return { paymentIntent: intent };
          return challenge()
            .then(function (outcome) { return request("POST", "/v1/payment_intents/" + id + "/3ds_complete", { client_secret: clientSecret, outcome: outcome }); })
            .then(function (after) {
              var next = after.json;
              if (next.status === "succeeded") return { paymentIntent: next };
              return { error: Object.assign({}, next.last_payment_error, { payment_intent: next }) };
            });
        });
      },
    };
    return stripe;
  }
  StripeStandIn.version = 3;
  window.Stripe = StripeStandIn;
})();
`;
