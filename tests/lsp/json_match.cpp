#include "json_match.h"

#include <stdexcept>

namespace lsptest {

namespace {

std::string join(const std::string& path, const std::string& key) { return path.empty() ? key : path + "." + key; }

std::string typeName(const Json& v) {
  switch (v.type()) {
    case Json::value_t::null: return "null";
    case Json::value_t::boolean: return "boolean";
    case Json::value_t::number_integer:
    case Json::value_t::number_unsigned:
    case Json::value_t::number_float: return "number";
    case Json::value_t::string: return "string";
    case Json::value_t::array: return "array";
    case Json::value_t::object: return "object";
    default: return "other";
  }
}

// An escape is an object with exactly one key that starts with '$'.
bool isEscape(const Json& p) { return p.is_object() && p.size() == 1 && p.begin().key().rfind('$', 0) == 0; }

size_t sizeArg(const Json& arg, const char* name) {
  if (!arg.is_number_unsigned() && !(arg.is_number_integer() && arg.get<long long>() >= 0))
    throw std::invalid_argument(std::string(name) + " needs a non-negative integer");
  return arg.get<size_t>();
}

bool fail(std::string* why, const std::string& path, const std::string& msg) {
  if (why) *why = (path.empty() ? std::string("(message)") : path) + ": " + msg;
  return false;
}

bool match(const Json& p, const Json& v, const std::string& path, std::string* why);

bool matchEscape(const std::string& op, const Json& arg, const Json& v, const std::string& path, std::string* why) {
  if (op == "$type") {
    if (!arg.is_string()) throw std::invalid_argument("$type needs a string");
    if (typeName(v) == arg.get<std::string>()) return true;
    return fail(why, path, "expected a " + arg.get<std::string>() + ", got " + brief(v, 120));
  }
  if (op == "$contains") {
    if (arg.is_string()) {
      if (v.is_string() && v.get<std::string>().find(arg.get<std::string>()) != std::string::npos) return true;
      return fail(why, path, "expected a string containing " + arg.dump() + ", got " + brief(v, 300));
    }
    if (!arg.is_array()) throw std::invalid_argument("$contains needs a string or an array");
    if (!v.is_array()) return fail(why, path, "expected an array, got " + brief(v, 120));
    for (size_t k = 0; k < arg.size(); ++k) {
      bool found = false;
      std::string last;
      for (const Json& e : v)
        if (match(arg[k], e, path + "[*]", &last)) {
          found = true;
          break;
        }
      if (!found)
        return fail(why, path,
                    "no element matches " + brief(arg[k], 200) + " (among " + std::to_string(v.size()) +
                        " elements" + (v.empty() ? "" : "; last mismatch: " + last) + ")");
    }
    return true;
  }
  if (op == "$len" || op == "$minLen" || op == "$lenMultipleOf") {
    const size_t n = sizeArg(arg, op.c_str());
    size_t len = 0;
    if (v.is_array()) len = v.size();
    else if (v.is_string() && op != "$lenMultipleOf") len = v.get<std::string>().size();
    else return fail(why, path, "expected an array for " + op + ", got " + brief(v, 120));
    if (op == "$len" && len != n) return fail(why, path, "expected length " + std::to_string(n) + ", got " + std::to_string(len));
    if (op == "$minLen" && len < n)
      return fail(why, path, "expected length >= " + std::to_string(n) + ", got " + std::to_string(len));
    if (op == "$lenMultipleOf" && (n == 0 || len % n != 0))
      return fail(why, path, "expected a length that is a multiple of " + std::to_string(n) + ", got " + std::to_string(len));
    return true;
  }
  if (op == "$anyOf") {
    if (!arg.is_array() || arg.empty()) throw std::invalid_argument("$anyOf needs a non-empty array");
    std::string reasons;
    for (const Json& alt : arg) {
      std::string r;
      if (match(alt, v, path, &r)) return true;
      reasons += (reasons.empty() ? "" : " | ") + r;
    }
    return fail(why, path, "no alternative matches: " + reasons);
  }
  if (op == "$all") {
    if (!arg.is_array()) throw std::invalid_argument("$all needs an array");
    for (const Json& each : arg)
      if (!match(each, v, path, why)) return false;
    return true;
  }
  if (op == "$not") {
    if (!match(arg, v, path, nullptr)) return true;
    return fail(why, path, "expected no match for " + brief(arg, 200) + ", got " + brief(v, 200));
  }
  if (op == "$literal") {
    if (arg == v) return true;
    return fail(why, path, "expected " + brief(arg, 200) + ", got " + brief(v, 200));
  }
  if (op == "$absent") throw std::invalid_argument("$absent is only allowed as the value of an object member");
  throw std::invalid_argument("unknown escape " + op);
}

bool match(const Json& p, const Json& v, const std::string& path, std::string* why) {
  if (p.is_string() && p.get<std::string>() == "$any") return true;
  if (isEscape(p)) return matchEscape(p.begin().key(), p.begin().value(), v, path, why);
  if (p.is_object()) {
    if (!v.is_object()) return fail(why, path, "expected an object, got " + brief(v, 200));
    for (auto it = p.begin(); it != p.end(); ++it) {
      const Json& sub = it.value();
      const bool absent = isEscape(sub) && sub.begin().key() == "$absent";
      const auto found = v.find(it.key());
      if (absent) {
        if (found != v.end()) return fail(why, join(path, it.key()), "expected no such member, got " + brief(*found, 200));
        continue;
      }
      if (found == v.end()) return fail(why, join(path, it.key()), "missing");
      if (!match(sub, *found, join(path, it.key()), why)) return false;
    }
    return true;
  }
  if (p.is_array()) {
    if (!v.is_array()) return fail(why, path, "expected an array, got " + brief(v, 200));
    if (p.size() != v.size())
      return fail(why, path,
                  "expected " + std::to_string(p.size()) + " elements, got " + std::to_string(v.size()) + ": " +
                      brief(v, 300));
    for (size_t i = 0; i < p.size(); ++i)
      if (!match(p[i], v[i], path + "[" + std::to_string(i) + "]", why)) return false;
    return true;
  }
  if (p.is_number() && v.is_number()) {
    if (p.is_number_float() || v.is_number_float()) {
      if (p.get<double>() == v.get<double>()) return true;
    } else if (p == v) {
      return true;
    }
    return fail(why, path, "expected " + p.dump() + ", got " + v.dump());
  }
  if (p == v) return true;
  return fail(why, path, "expected " + brief(p, 200) + ", got " + brief(v, 200));
}

}  // namespace

bool matches(const Json& pattern, const Json& value, std::string* why) { return match(pattern, value, "", why); }

std::string brief(const Json& value, size_t max) {
  std::string s = value.dump(-1, ' ', false, Json::error_handler_t::replace);
  if (s.size() > max) s = s.substr(0, max) + "...(" + std::to_string(s.size()) + " chars)";
  return s;
}

}  // namespace lsptest
