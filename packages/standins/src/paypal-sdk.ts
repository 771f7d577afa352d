// The stand-in PayPal JS SDK the browser tests load instead of PayPal's (only when the shop runs
// with PAYMENTS_SANDBOX_SCRIPTS=true). paypal.Buttons renders one button; a click runs the real
// flow's callbacks: createOrder (the shop's API creates the PayPal order), the shopper's approval
// (PayPal's window, here a call to the stand-in) and onApprove (the shop's API captures).
export const PAYPAL_SDK = (apiUrl: string) => `(function () {
  "use strict";
  var API = ${JSON.stringify(apiUrl)};
  function Buttons(options) {
    var container = null;
    var disabled = false;
    var actions = {
      enable: function () { disabled = false; sync(); return Promise.resolve(); },
      disable: function () { disabled = true; sync(); return Promise.resolve(); },
    };
    var button = null;
    function sync() { if (button) button.disabled = disabled; }
    function fail(error) {
      if (typeof options.onError === "function") options.onError(error);
      else console.error(error);
    }
    function run() {
      if (disabled) return;
      Promise.resolve(options.createOrder ? options.createOrder({ paymentSource: "paypal" }, {}) : Promise.reject(new Error("createOrder is required")))
        .then(function (orderID) {
          if (!orderID) throw new Error("Expected an order id to be passed");
          return fetch(API + "/test/approve/" + encodeURIComponent(orderID), { method: "POST" }).then(function (response) {
            if (!response.ok) throw new Error("The stand-in could not approve order " + orderID);
            return options.onApprove({ orderID: orderID, payerID: "STANDINPAYER1", paymentSource: "paypal", facilitatorAccessToken: "A21AAStandIn" }, {});
          });
        })
        .catch(fail);
    }
    return {
      isEligible: function () { return true; },
      render: function (target) {
        container = typeof target === "string" ? document.querySelector(target) : target;
        button = document.createElement("button");
        button.type = "button";
        button.setAttribute("data-paypal-standin", "button");
        button.textContent = "PayPal";
        button.style.cssText = "width:100%;min-height:45px;border-radius:23px;border:0;background:#ffc439;color:#003087;font:700 18px sans-serif;cursor:pointer";
        button.addEventListener("click", run);
        container.appendChild(button);
        if (typeof options.onInit === "function") options.onInit({}, actions);
        sync();
        return Promise.resolve();
      },
      close: function () { if (container) container.innerHTML = ""; button = null; return Promise.resolve(); },
      updateProps: function () { return Promise.resolve(); },
    };
  }
  window.paypal = { version: "5.0.0-standin", FUNDING: { PAYPAL: "paypal", CARD: "card" }, Buttons: Buttons };
})();
`;
