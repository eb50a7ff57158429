#include "lsp_process.h"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <mutex>
#include <stdexcept>

namespace lsptest {

namespace {

std::string sysError(const char* what) { return std::string(what) + ": " + std::strerror(errno); }

void closeFd(int& fd) {
  if (fd >= 0) ::close(fd);
  fd = -1;
}

char lowerAscii(char c) { return (c >= 'A' && c <= 'Z') ? static_cast<char>(c - 'A' + 'a') : c; }

bool startsWithNoCase(std::string_view s, std::string_view prefix) {
  if (s.size() < prefix.size()) return false;
  for (size_t i = 0; i < prefix.size(); ++i)
    if (lowerAscii(s[i]) != lowerAscii(prefix[i])) return false;
  return true;
}

ExitStatus decode(int status) {
  ExitStatus s;
  if (WIFEXITED(status)) {
    s.exited = true;
    s.code = WEXITSTATUS(status);
  } else if (WIFSIGNALED(status)) {
    s.signal = WTERMSIG(status);
  }
  return s;
}

}  // namespace

std::string ExitStatus::describe() const {
  if (exited) return "exit code " + std::to_string(code);
  return "killed by signal " + std::to_string(signal) + " (" + strsignal(signal) + ")";
}

namespace {

// A program named without a folder (a launcher such as `node` or `qemu-aarch64-static`) is looked up on PATH here,
// before fork: execv takes a path, and the child may only make async-signal-safe calls.
std::string resolveOnPath(const std::string& program) {
  if (program.find('/') != std::string::npos) return program;
  const char* path = std::getenv("PATH");
  std::string dirs = path ? path : "";
  for (size_t at = 0; at <= dirs.size();) {
    size_t end = dirs.find(':', at);
    if (end == std::string::npos) end = dirs.size();
    std::string candidate = (end > at ? dirs.substr(at, end - at) : std::string(".")) + "/" + program;
    if (::access(candidate.c_str(), X_OK) == 0) return candidate;
    at = end + 1;
  }
  return program;
}

}  // namespace

LspProcess::LspProcess(const std::string& binary, const std::vector<std::string>& args) {
  // A write to a server that has exited must be an error we report, not a SIGPIPE that ends the test run.
  static std::once_flag ignoreSigpipe;
  std::call_once(ignoreSigpipe, [] { ::signal(SIGPIPE, SIG_IGN); });

  int inPipe[2], outPipe[2], errPipe[2];
  if (::pipe2(inPipe, O_CLOEXEC) != 0) throw std::runtime_error(sysError("pipe2"));
  if (::pipe2(outPipe, O_CLOEXEC) != 0) throw std::runtime_error(sysError("pipe2"));
  if (::pipe2(errPipe, O_CLOEXEC) != 0) throw std::runtime_error(sysError("pipe2"));

  // Everything the child needs is prepared before fork(): after it, only async-signal-safe calls.
  std::vector<std::string> argStrings;
  argStrings.push_back(resolveOnPath(binary));
  argStrings.insert(argStrings.end(), args.begin(), args.end());
  std::vector<char*> argv;
  for (auto& a : argStrings) argv.push_back(a.data());
  argv.push_back(nullptr);
  static const char kExecFailed[] = "lsp test: exec of the server binary failed\n";

  pid_ = ::fork();
  if (pid_ < 0) throw std::runtime_error(sysError("fork"));
  if (pid_ == 0) {
    // dup2 clears FD_CLOEXEC on the new descriptor; every other pipe end closes on exec.
    if (::dup2(inPipe[0], 0) < 0 || ::dup2(outPipe[1], 1) < 0 || ::dup2(errPipe[1], 2) < 0) ::_exit(126);
    ::execv(argv[0], argv.data());
    [[maybe_unused]] ssize_t ignored = ::write(2, kExecFailed, sizeof kExecFailed - 1);
    ::_exit(127);
  }
  ::close(inPipe[0]);
  ::close(outPipe[1]);
  ::close(errPipe[1]);
  in_ = inPipe[1];
  out_ = outPipe[0];
  err_ = errPipe[0];
  ::fcntl(in_, F_SETFL, ::fcntl(in_, F_GETFL) | O_NONBLOCK);  // writes wait with poll(), under a timeout
  outThread_ = std::thread([this] { readStdout(); });
  errThread_ = std::thread([this] { readStderr(); });
}

LspProcess::~LspProcess() { kill(); }

bool LspProcess::write(std::string_view bytes, Millis timeout, std::string& error) {
  if (in_ < 0) {
    error = "stdin was already closed";
    return false;
  }
  const auto deadline = std::chrono::steady_clock::now() + timeout;
  while (!bytes.empty()) {
    const ssize_t n = ::write(in_, bytes.data(), bytes.size());
    if (n > 0) {
      bytes.remove_prefix(static_cast<size_t>(n));
      continue;
    }
    if (n < 0 && errno == EINTR) continue;
    if (n < 0 && errno != EAGAIN && errno != EWOULDBLOCK) {
      error = errno == EPIPE ? "the server closed its stdin (it exited?)" : sysError("write");
      return false;
    }
    const auto left = std::chrono::duration_cast<Millis>(deadline - std::chrono::steady_clock::now()).count();
    if (left <= 0) {
      error = "the server did not read its input within the timeout (" + std::to_string(bytes.size()) +
              " bytes left to write)";
      return false;
    }
    pollfd p{in_, POLLOUT, 0};
    ::poll(&p, 1, static_cast<int>(left));
  }
  return true;
}

bool LspProcess::writeMessage(std::string_view body, Millis timeout, std::string& error) {
  std::string framed = "Content-Length: " + std::to_string(body.size()) + "\r\n\r\n";
  framed.append(body);
  return write(framed, timeout, error);
}

void LspProcess::closeStdin() { closeFd(in_); }

std::optional<Json> LspProcess::next(Millis timeout) {
  std::unique_lock<std::mutex> lock(mu_);
  cv_.wait_for(lock, timeout, [&] { return !messages_.empty() || outEnded_; });
  if (messages_.empty()) return std::nullopt;
  Json m = std::move(messages_.front());
  messages_.pop_front();
  return m;
}

bool LspProcess::stdoutEnded() {
  std::lock_guard<std::mutex> lock(mu_);
  return outEnded_ && messages_.empty();
}

std::vector<std::string> LspProcess::protocolErrors() {
  std::lock_guard<std::mutex> lock(mu_);
  return protocolErrors_;
}

std::string LspProcess::stderrText() {
  std::lock_guard<std::mutex> lock(mu_);
  return errText_;
}

std::optional<ExitStatus> LspProcess::waitExit(Millis timeout) {
  if (status_) return status_;
  const auto deadline = std::chrono::steady_clock::now() + timeout;
  while (true) {
    int st = 0;
    const pid_t r = ::waitpid(pid_, &st, WNOHANG);
    if (r == pid_) {
      status_ = decode(st);
      return status_;
    }
    if (r < 0 && errno != EINTR) return std::nullopt;  // not our child any more: cannot happen
    if (std::chrono::steady_clock::now() >= deadline) return std::nullopt;
    std::this_thread::sleep_for(Millis(5));  // a poll of the child's state, not a wait for output
  }
}

void LspProcess::kill() {
  closeFd(in_);
  if (pid_ > 0 && !status_) {
    ::kill(pid_, SIGKILL);
    int st = 0;
    while (::waitpid(pid_, &st, 0) < 0 && errno == EINTR) {
    }
    status_ = decode(st);
  }
  // The child is gone, so its ends of the pipes are closed and both readers see end of file.
  if (outThread_.joinable()) outThread_.join();
  if (errThread_.joinable()) errThread_.join();
  closeFd(out_);
  closeFd(err_);
}

void LspProcess::readStdout() {
  char buf[64 * 1024];
  while (true) {
    const ssize_t n = ::read(out_, buf, sizeof buf);
    if (n < 0 && errno == EINTR) continue;
    std::lock_guard<std::mutex> lock(mu_);
    if (n <= 0) {
      if (!outBuf_.empty())
        protocolErrors_.push_back("stdout ended inside a message: " + std::to_string(outBuf_.size()) +
                                  " bytes left over");
      outEnded_ = true;
      cv_.notify_all();
      return;
    }
    outBuf_.append(buf, static_cast<size_t>(n));
    parseFrames();
    cv_.notify_all();
  }
}

void LspProcess::readStderr() {
  char buf[16 * 1024];
  while (true) {
    const ssize_t n = ::read(err_, buf, sizeof buf);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return;
    std::lock_guard<std::mutex> lock(mu_);
    errText_.append(buf, static_cast<size_t>(n));
  }
}

void LspProcess::parseFrames() {
  while (true) {
    const size_t end = outBuf_.find("\r\n\r\n");
    if (end == std::string::npos) return;
    std::optional<size_t> length;
    std::string_view headers(outBuf_.data(), end);
    while (!headers.empty()) {
      const size_t eol = headers.find("\r\n");
      const std::string_view line = headers.substr(0, eol);
      headers = eol == std::string_view::npos ? std::string_view() : headers.substr(eol + 2);
      if (startsWithNoCase(line, "content-length:")) {
        std::string_view v = line.substr(15);
        while (!v.empty() && v.front() == ' ') v.remove_prefix(1);
        size_t n = 0;
        bool ok = !v.empty() && v.size() < 19;
        for (char c : v) {
          if (c < '0' || c > '9') ok = false;
          else n = n * 10 + static_cast<size_t>(c - '0');
        }
        if (ok) length = n;
      } else if (!startsWithNoCase(line, "content-type:")) {
        protocolErrors_.push_back("unexpected header line from the server: " + std::string(line));
      }
    }
    if (!length) {
      protocolErrors_.push_back("a message from the server without a valid Content-Length: " +
                                outBuf_.substr(0, std::min<size_t>(end, 200)));
      outBuf_.clear();  // cannot resync: everything after this is suspect
      return;
    }
    if (outBuf_.size() < end + 4 + *length) return;  // the body is still arriving
    const std::string body = outBuf_.substr(end + 4, *length);
    outBuf_.erase(0, end + 4 + *length);
    Json j = Json::parse(body, nullptr, /*allow_exceptions=*/false);
    if (j.is_discarded()) protocolErrors_.push_back("the server sent a body that is not JSON: " + body.substr(0, 200));
    else messages_.push_back(std::move(j));
  }
}

}  // namespace lsptest
