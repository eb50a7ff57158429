#include "transcript.h"

#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <memory>
#include <sstream>
#include <stdexcept>

#include "json_match.h"
#include "lsp_process.h"

namespace lsptest {

namespace fs = std::filesystem;
using Millis = std::chrono::milliseconds;

namespace {

std::string readFile(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw std::runtime_error("cannot read " + path);
  std::ostringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

void replaceAll(std::string& s, const std::string& from, const std::string& to) {
  for (size_t pos = 0; (pos = s.find(from, pos)) != std::string::npos; pos += to.size()) s.replace(pos, from.size(), to);
}

bool isResponse(const Json& m) { return m.is_object() && !m.contains("method") && m.contains("id"); }

// The id a pattern insists on, when it names a concrete one (used to fail at once on a wrong reply).
const Json* concreteId(const Json& pattern) {
  if (!pattern.is_object()) return nullptr;
  auto it = pattern.find("id");
  if (it == pattern.end()) return nullptr;
  if (it->is_string() && it->get<std::string>() == "$any") return nullptr;
  if (it->is_object()) return nullptr;  // an escape
  return &*it;
}

}  // namespace

std::string fileUri(const std::string& path) {
  static const char* hex = "0123456789ABCDEF";
  std::string out = "file://";
  for (unsigned char c : path) {
    const bool plain = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '/' ||
                       c == '-' || c == '_' || c == '.' || c == '~';
    if (plain) out.push_back(static_cast<char>(c));
    else out += {'%', hex[c >> 4], hex[c & 15]};
  }
  return out;
}

Json positionOf(const std::string& text, size_t offset, bool utf8) {
  size_t line = 0, lineStart = 0;
  for (size_t i = 0; i < offset && i < text.size(); ++i)
    if (text[i] == '\n') {
      ++line;
      lineStart = i + 1;
    }
  size_t character = 0;
  for (size_t i = lineStart; i < offset && i < text.size(); ++i) {
    const auto c = static_cast<unsigned char>(text[i]);
    if (utf8) ++character;
    else if ((c & 0xC0) != 0x80) character += (c >= 0xF0) ? 2 : 1;  // a 4-byte sequence is a surrogate pair
  }
  return {{"line", line}, {"character", character}};
}

std::vector<std::pair<int, Json>> parseTranscript(const std::string& text) {
  std::vector<std::pair<int, Json>> steps;
  std::istringstream in(text);
  std::string line, pending;
  int lineNo = 0, startLine = 0;
  while (std::getline(in, line)) {
    ++lineNo;
    const size_t first = line.find_first_not_of(" \t\r");
    if (pending.empty() && (first == std::string::npos || line[first] == '#')) continue;
    if (first != std::string::npos && line[first] == '#') continue;  // comment lines inside a step, too
    if (pending.empty()) startLine = lineNo;
    pending += line;
    pending += '\n';
    if (Json::accept(pending)) {
      Json step = Json::parse(pending);
      if (!step.is_object()) throw std::runtime_error("line " + std::to_string(startLine) + ": a step must be an object");
      steps.emplace_back(startLine, std::move(step));
      pending.clear();
    }
  }
  if (!pending.empty())
    throw std::runtime_error("line " + std::to_string(startLine) + ": unterminated or invalid JSON step: " +
                             pending.substr(0, 200));
  return steps;
}

// ---- Placeholders ----

namespace {

// `FILE:NEEDLE:K[+N]` → the file's text and the byte offset of the K-th (1-based) occurrence of NEEDLE, plus N.
size_t locate(const Placeholders& ph, const std::string& arg, std::string& text) {
  const size_t c1 = arg.find(':'), c2 = arg.rfind(':');
  if (c1 == std::string::npos || c2 == c1) throw std::runtime_error("expected FILE:NEEDLE:K in \"" + arg + "\"");
  const std::string file = arg.substr(0, c1), needle = arg.substr(c1 + 1, c2 - c1 - 1);
  std::string k = arg.substr(c2 + 1);
  long shift = 0;
  if (const size_t plus = k.find('+'); plus != std::string::npos) {
    shift = std::stol(k.substr(plus + 1));
    k = k.substr(0, plus);
  }
  const long nth = std::stol(k);
  if (nth < 1 || needle.empty()) throw std::runtime_error("bad occurrence or empty needle in \"" + arg + "\"");
  text = readFile(file.rfind('/', 0) == 0 ? file : ph.corpusDir + "/" + file);
  size_t pos = std::string::npos;
  for (long i = 0, from = 0; i < nth; ++i) {
    pos = text.find(needle, static_cast<size_t>(from));
    if (pos == std::string::npos)
      throw std::runtime_error("\"" + needle + "\" occurs fewer than " + std::to_string(nth) + " times in " + file);
    from = static_cast<long>(pos) + 1;
  }
  return pos + static_cast<size_t>(shift);
}

std::string resolvePath(const Placeholders& ph, const std::string& p) {
  return p.rfind('/', 0) == 0 ? p : ph.corpusDir + "/" + p;
}

std::string expandSimple(const Placeholders& ph, std::string s) {
  replaceAll(s, "${corpus}", ph.corpusDir);
  if (s.find("${tmp}") != std::string::npos) {
    if (ph.tmpDir.empty()) throw std::runtime_error("${tmp} is not available here");
    replaceAll(s, "${tmp}", ph.tmpDir);
  }
  return s;
}

// A placeholder that makes a non-string value: only allowed as the whole string.
std::optional<Json> wholeValue(const Placeholders& ph, const std::string& s) {
  if (s.rfind("${", 0) != 0 || s.back() != '}' || s.find('}') != s.size() - 1) return std::nullopt;
  const std::string body = s.substr(2, s.size() - 3);
  const size_t colon = body.find(':');
  const std::string kind = body.substr(0, colon);
  if (colon == std::string::npos) return std::nullopt;
  const std::string arg = body.substr(colon + 1);
  if (kind != "pos" && kind != "pos8" && kind != "line" && kind != "line1") return std::nullopt;
  std::string text;
  const size_t offset = locate(ph, arg, text);
  Json pos = positionOf(text, offset, kind == "pos8");
  if (kind == "line") return pos["line"];
  if (kind == "line1") return pos["line"].get<size_t>() + 1;
  return pos;
}

std::string expandInline(const Placeholders& ph, const std::string& s) {
  std::string out;
  size_t i = 0;
  while (i < s.size()) {
    const size_t start = s.find("${", i);
    if (start == std::string::npos) break;
    const size_t end = s.find('}', start);
    if (end == std::string::npos) throw std::runtime_error("unterminated placeholder in \"" + s + "\"");
    out.append(s, i, start - i);
    const std::string body = s.substr(start + 2, end - start - 2);
    const size_t colon = body.find(':');
    const std::string kind = body.substr(0, colon);
    const std::string arg = colon == std::string::npos ? "" : body.substr(colon + 1);
    if (kind == "uri") out += fileUri(resolvePath(ph, arg));
    else if (kind == "path") out += resolvePath(ph, arg);
    else if (kind == "text") out += readFile(resolvePath(ph, arg));
    else if (kind == "line" || kind == "line1") {
      std::string text;
      const size_t offset = locate(ph, arg, text);
      out += std::to_string(positionOf(text, offset, false)["line"].get<size_t>() + (kind == "line1" ? 1 : 0));
    } else if (kind == "pos" || kind == "pos8")
      throw std::runtime_error("${" + kind + ":...} must be the whole string: \"" + s + "\"");
    else throw std::runtime_error("unknown placeholder ${" + body + "}");
    i = end + 1;
  }
  out.append(s, i, std::string::npos);
  return out;
}

}  // namespace

Json Placeholders::substitute(const Json& v) const {
  if (v.is_string()) {
    const std::string s = expandSimple(*this, v.get<std::string>());
    if (auto whole = wholeValue(*this, s)) return *whole;
    return expandInline(*this, s);
  }
  if (v.is_array()) {
    Json out = Json::array();
    for (const Json& e : v) out.push_back(substitute(e));
    return out;
  }
  if (v.is_object()) {
    Json out = Json::object();
    // Keys too: a WorkspaceEdit's `changes` are keyed by document URI.
    for (auto it = v.begin(); it != v.end(); ++it) {
      const Json key = substitute(Json(it.key()));
      out[key.is_string() ? key.get<std::string>() : it.key()] = substitute(it.value());
    }
    return out;
  }
  return v;
}

// ---- The runner ----

RunnerConfig defaultConfig() {
  RunnerConfig c;
#ifdef FXLENS_BINARY
  c.binary = FXLENS_BINARY;
#endif
#ifdef FXLENS_CORPUS_DIR
  c.corpusDir = FXLENS_CORPUS_DIR;
#endif
  if (const char* b = std::getenv("FXLENS_BINARY"); b && *b) c.binary = b;
  if (c.binary.ends_with(".wasm")) c.target = "wasi";
  if (const char* l = std::getenv("FXLENS_SERVER_LAUNCHER"); l && *l) {
    std::istringstream words(l);
    for (std::string w; words >> w;) c.launcher.push_back(w);
  }
  if (const char* t = std::getenv("FXLENS_LSP_TEST_TIMEOUT_MS"); t && *t) c.timeout = Millis(std::atol(t));
  return c;
}

namespace {

class Run {
 public:
  Run(const RunnerConfig& cfg, TranscriptOutcome& out) : cfg_(cfg), out_(out) {}

  ~Run() {
    if (!tmpDir_.empty()) {
      std::error_code ec;
      fs::remove_all(tmpDir_, ec);
    }
  }

  void play(const std::vector<std::pair<int, Json>>& steps) {
    for (const auto& [line, step] : steps) {
      where_ = "step at line " + std::to_string(line);
      try {
        if (!doStep(step)) break;  // the first failure ends the scenario: what follows would only add noise
      } catch (const std::exception& e) {
        fail("transcript error: " + std::string(e.what()));
        break;
      }
    }
    finish();
  }

 private:
  bool doStep(const Json& step) {
    // A step for one target only: the same session checks what must differ (a WebAssembly server answers the
    // preview with DOT where the native one draws SVG) beside a step for the other target.
    if (step.contains("only")) {
      const Json& only = step["only"];
      if (only != "native" && only != "wasi") throw std::runtime_error("\"only\" is \"native\" or \"wasi\"");
      if (only != cfg_.target) return true;
    }
    if (step.contains("options")) return options(step["options"]);
    if (step.contains("writeFile")) return writeFile(ph().substitute(step["writeFile"]));
    if (step.contains("note")) {
      log("# " + step["note"].get<std::string>());
      return true;
    }
    LspProcess& p = proc();
    const Millis timeout = step.contains("timeout_ms") ? Millis(step["timeout_ms"].get<long>()) : cfg_.timeout;
    std::string err;
    if (step.contains("send")) {
      Json m = ph().substitute(step["send"]);
      if (m.is_object() && !m.contains("jsonrpc")) m["jsonrpc"] = "2.0";
      const std::string body = m.dump();
      log("-> " + brief(m, 300));
      return p.writeMessage(body, timeout, err) || fail("send: " + err);
    }
    if (step.contains("sendBatch")) {  // several messages in one write: a server reading chunks gets them together
      std::string bytes;
      for (Json m : ph().substitute(step["sendBatch"])) {
        if (m.is_object() && !m.contains("jsonrpc")) m["jsonrpc"] = "2.0";
        const std::string body = m.dump();
        log("-> (batch) " + brief(m, 300));
        bytes += "Content-Length: " + std::to_string(body.size()) + "\r\n\r\n" + body;
      }
      return p.write(bytes, timeout, err) || fail("sendBatch: " + err);
    }
    if (step.contains("sendBody")) {
      const std::string body = ph().substitute(step["sendBody"]).get<std::string>();
      log("-> body " + brief(Json(body), 300));
      return p.writeMessage(body, timeout, err) || fail("sendBody: " + err);
    }
    if (step.contains("sendRaw")) {
      const std::string chunk = ph().substitute(step["sendRaw"]).get<std::string>();
      const size_t repeat = step.value("repeat", size_t{1});
      std::string bytes;
      bytes.reserve(chunk.size() * repeat);
      for (size_t i = 0; i < repeat; ++i) bytes += chunk;
      log("-> raw " + (repeat == 1 ? brief(Json(chunk), 300)
                                    : std::to_string(repeat) + " x " + brief(Json(chunk), 60)));
      if (p.write(bytes, timeout, err)) return true;
      // "allowClosed": the server may end while this is written (input after `exit`); that is not a failure.
      if (step.value("allowClosed", false) && err.find("closed its stdin") != std::string::npos) {
        log("(the server closed its input during the write)");
        return true;
      }
      return fail("sendRaw: " + err);
    }
    if (step.contains("expect")) return expect(ph().substitute(step["expect"]), timeout);
    if (step.contains("expectNot")) return expectNot(ph().substitute(step["expectNot"]));
    if (step.contains("closeStdin")) {
      log("-> (close stdin)");
      p.closeStdin();
      return true;
    }
    if (step.contains("expectExit")) return expectExit(step["expectExit"], timeout);
    throw std::runtime_error("unknown step " + brief(step, 200));
  }

  bool options(const Json& o) {
    if (proc_) throw std::runtime_error("options must come before the first message");
    if (o.contains("args")) args_ = o["args"].get<std::vector<std::string>>();
    return true;
  }

  bool writeFile(const Json& w) {
    const std::string path = w.at("path").get<std::string>();
    std::string text = w.at("text").get<std::string>();
    for (const Json& r : w.value("replace", Json::array())) {
      const std::string from = r.at(0).get<std::string>(), to = r.at(1).get<std::string>();
      if (text.find(from) == std::string::npos) throw std::runtime_error("writeFile: \"" + from + "\" not in the text");
      replaceAll(text, from, to);
    }
    std::error_code ec;  // its folders, as needed (a workspace laid out in ${tmp})
    if (std::filesystem::path parent = std::filesystem::path(path).parent_path(); !parent.empty())
      std::filesystem::create_directories(parent, ec);
    std::ofstream f(path, std::ios::binary);
    if (!(f << text) || !f.flush()) throw std::runtime_error("writeFile: cannot write " + path);
    log("(wrote " + path + ", " + std::to_string(text.size()) + " bytes)");
    return true;
  }

  bool expect(const Json& pattern, Millis timeout) {
    log("expect " + brief(pattern, 300));
    for (auto it = pending_.begin(); it != pending_.end(); ++it)
      if (matches(pattern, *it)) {
        pending_.erase(it);
        return true;
      }
    const Json* id = concreteId(pattern);
    const auto deadline = std::chrono::steady_clock::now() + timeout;
    while (true) {
      const auto left = std::chrono::duration_cast<Millis>(deadline - std::chrono::steady_clock::now());
      std::optional<Json> m = left.count() > 0 ? proc().next(left) : std::nullopt;
      if (!m) {
        const std::string why = proc().stdoutEnded() ? "the server's output ended (" + exitState() + ")"
                                                     : "nothing matching within " + std::to_string(timeout.count()) + " ms";
        return fail("expect " + brief(pattern, 300) + ": " + why + pendingReport(pattern));
      }
      log("<- " + brief(*m, 500));
      std::string why;
      if (matches(pattern, *m, &why)) return true;
      if (id && isResponse(*m) && (*m)["id"] == *id)
        return fail("expect " + brief(pattern, 300) + ": the reply with id " + id->dump() + " does not match: " + why +
                    "\n   reply: " + brief(*m, 1500));
      pending_.push_back(std::move(*m));
    }
  }

  bool expectNot(const Json& pattern) {
    log("expectNot " + brief(pattern, 300));
    while (auto m = proc().next(Millis(0))) {
      log("<- " + brief(*m, 500));
      pending_.push_back(std::move(*m));
    }
    for (const Json& m : pending_)
      if (matches(pattern, m)) return fail("expectNot " + brief(pattern, 300) + ": received " + brief(m, 800));
    return true;
  }

  bool expectExit(const Json& want, Millis timeout) {
    log("expectExit " + want.dump());
    auto st = proc().waitExit(timeout);
    if (!st) return fail("expectExit " + want.dump() + ": the server is still running after " +
                         std::to_string(timeout.count()) + " ms");
    log("(server ended: " + st->describe() + ")");
    if (!st->exited) return fail("expectExit " + want.dump() + ": " + st->describe());
    std::string why;
    if (!matches(want, Json(st->code), &why)) return fail("expectExit: " + st->describe() + ", expected " + want.dump());
    return true;
  }

  void finish() {
    if (!proc_) return;
    // Stop the server (a no-op when it already exited) and join its reader, so that everything it wrote is here.
    const bool killed = !proc_->waitExit(Millis(0));
    proc_->kill();
    while (auto m = proc_->next(Millis(0))) {
      log("<- " + brief(*m, 500));
      pending_.push_back(std::move(*m));
    }
    if (out_.failures.empty()) {
      where_ = "end of transcript";
      for (const Json& m : pending_)
        if (isResponse(m)) fail("a reply no step expected: " + brief(m, 800));
    }
    where_ = "server";
    for (const std::string& e : proc_->protocolErrors())
      if (!(killed && e.rfind("stdout ended inside", 0) == 0))  // cut by our SIGKILL, not by the server
        fail("bad output from the server: " + e);
    const std::string err = proc_->stderrText();
    for (const char* bad : {"AddressSanitizer", "LeakSanitizer", "UndefinedBehaviorSanitizer", "runtime error:",
                            "terminate called", "Assertion `", "Segmentation fault"})
      if (err.find(bad) != std::string::npos) {
        fail(std::string("the server's stderr reports \"") + bad + "\"");
        break;
      }
    if (!err.empty()) log("stderr of the server:\n" + (err.size() > 20000 ? err.substr(0, 20000) + "..." : err));
  }

  std::string pendingReport(const Json& pattern) const {
    if (pending_.empty()) return "\n   (no other message was received)";
    std::string r = "\n   received and not matched:";
    for (const Json& m : pending_) {
      std::string why;
      matches(pattern, m, &why);
      r += "\n   - " + brief(m, 600) + "\n       mismatch: " + why;
    }
    return r;
  }

  std::string exitState() {
    auto st = proc().waitExit(Millis(200));
    return st ? st->describe() : "still running";
  }

  LspProcess& proc() {
    if (!proc_) {
      if (cfg_.binary.empty()) throw std::runtime_error("no server binary configured");
      if (cfg_.launcher.empty()) {
        proc_ = std::make_unique<LspProcess>(cfg_.binary, args_);
      } else {
        std::vector<std::string> args(cfg_.launcher.begin() + 1, cfg_.launcher.end());
        args.push_back(cfg_.binary);
        args.insert(args.end(), args_.begin(), args_.end());
        proc_ = std::make_unique<LspProcess>(cfg_.launcher.front(), args);
      }
      log("(started " + cfg_.binary + " pid " + std::to_string(proc_->pid()) + ")");
    }
    return *proc_;
  }

  const Placeholders& ph() {
    if (!ph_) {
      ph_ = Placeholders{cfg_.corpusDir, ""};
      std::string tmpl = (fs::temp_directory_path() / "fxlens-lsp-test-XXXXXX").string();
      if (::mkdtemp(tmpl.data())) tmpDir_ = tmpl;
      ph_->tmpDir = tmpDir_;
    }
    return *ph_;
  }

  bool fail(const std::string& what) {
    out_.failures.push_back(where_ + ": " + what);
    log("FAILED: " + what);
    return false;
  }

  void log(const std::string& line) { out_.log += line + "\n"; }

  const RunnerConfig& cfg_;
  TranscriptOutcome& out_;
  std::vector<std::string> args_{"lsp"};
  std::unique_ptr<LspProcess> proc_;
  std::optional<Placeholders> ph_;
  std::string tmpDir_;
  std::vector<Json> pending_;  // received, not yet matched by an expect
  std::string where_;
};

}  // namespace

TranscriptOutcome runTranscript(const std::string& path, const RunnerConfig& cfg) {
  TranscriptOutcome out;
  std::vector<std::pair<int, Json>> steps;
  try {
    steps = parseTranscript(readFile(path));
  } catch (const std::exception& e) {
    out.failures.push_back(path + ": " + e.what());
    return out;
  }
  Run run(cfg, out);
  run.play(steps);
  return out;
}

}  // namespace lsptest
