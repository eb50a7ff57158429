// One binding line per LSP method: typed params in, a typed reply out, as clangd's LSPBinder and rust-analyzer's
// `.on::<HoverRequest>(handle_hover)` do. Params are read with lsp::parseParams (bad params throw lsp::BadParams,
// which the dispatcher answers as InvalidParams, naming the field); replies are converted with to_json, an empty
// std::optional being `null`. The dispatcher (server.cpp) keeps what is about the protocol itself: initialize,
// shutdown, exit, cancellation, and the errors.
#pragma once

#include <functional>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>

#include "jsonrpc.h"
#include "lsp_types.h"

namespace fxl {

class Router {
 public:
  using Json = jsonrpc::Json;
  using RequestHandler = std::function<Json(const Json& params)>;
  using DeferredHandler = std::function<void(const jsonrpc::Message& request)>;  // answers the request itself
  using NotificationHandler = std::function<void(Json& params)>;  // may take the params' strings (lsp::takeParams)

  // `f` takes the params as Params and returns the reply (any type with to_json, or std::optional of one).
  template <class Params, class F>
  void request(std::string method, F f) {
    requests_[std::move(method)] = [f = std::move(f)](const Json& params) {
      return toJson(f(read<Params>(params)));
    };
  }
  // A request answered later by someone else (a job): `f` gets the whole message, with its id.
  void deferred(std::string method, DeferredHandler f) { deferred_[std::move(method)] = std::move(f); }
  template <class Params, class F>
  void notification(std::string method, F f) {
    notifications_[std::move(method)] = [f = std::move(f)](Json& params) {
      if constexpr (std::is_same_v<Params, Json>) f(params);
      else f(lsp::takeParams<Params>(params));
    };
  }

  const RequestHandler* request(std::string_view method) const { return find(requests_, method); }
  const DeferredHandler* deferred(std::string_view method) const { return find(deferred_, method); }
  const NotificationHandler* notification(std::string_view method) const { return find(notifications_, method); }

 private:
  // Params as the handler takes them: a typed struct, or the raw JSON (custom requests that read it leniently).
  template <class Params>
  static Params read(const Json& params) {
    if constexpr (std::is_same_v<Params, Json>) return params;
    else return lsp::parseParams<Params>(params);
  }
  template <class T>
  static Json toJson(T&& v) {
    using U = std::decay_t<T>;
    if constexpr (std::is_same_v<U, Json>) return std::forward<T>(v);
    else if constexpr (requires { v.has_value(); *v; }) return v ? Json(*v) : Json(nullptr);
    else return Json(std::forward<T>(v));
  }
  template <class M>
  static const typename M::mapped_type* find(const M& m, std::string_view method) {
    auto it = m.find(method);
    return it == m.end() ? nullptr : &it->second;
  }
  std::map<std::string, RequestHandler, std::less<>> requests_;
  std::map<std::string, DeferredHandler, std::less<>> deferred_;
  std::map<std::string, NotificationHandler, std::less<>> notifications_;
};

}  // namespace fxl
