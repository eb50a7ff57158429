// The real `fxlens lsp` binary as a child process (fork/exec) with its stdin, stdout and stderr on pipes.
// A thread reads stdout and splits it into Content-Length framed messages, another collects stderr, so the
// server can never block on a full pipe while the test writes. Every wait has a timeout; the destructor kills the
// child (SIGKILL) if it is still running and reaps it.
#pragma once

#include <sys/types.h>

#include <chrono>
#include <condition_variable>
#include <deque>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <thread>
#include <vector>

#include <nlohmann/json.hpp>

namespace lsptest {

using Json = nlohmann::json;
using Millis = std::chrono::milliseconds;

// How the child ended.
struct ExitStatus {
  bool exited = false;  // normal exit (then `code`), else killed by `signal`
  int code = -1;
  int signal = 0;
  std::string describe() const;
};

class LspProcess {
 public:
  // Starts `binary args...`. Throws std::runtime_error when the process cannot be started.
  LspProcess(const std::string& binary, const std::vector<std::string>& args);
  ~LspProcess();
  LspProcess(const LspProcess&) = delete;
  LspProcess& operator=(const LspProcess&) = delete;

  // Writes raw bytes to the server's stdin. False (with `error`) when the pipe is closed or the server did not
  // take the bytes within `timeout`.
  bool write(std::string_view bytes, Millis timeout, std::string& error);
  // Frames `body` with a Content-Length header and writes it.
  bool writeMessage(std::string_view body, Millis timeout, std::string& error);
  void closeStdin();

  // The next message the server sent, waiting up to `timeout`. nullopt on timeout or when stdout has ended and
  // every message was taken (see stdoutEnded()).
  std::optional<Json> next(Millis timeout);
  bool stdoutEnded();
  // Problems in what the server wrote (bad framing, invalid JSON): a server bug.
  std::vector<std::string> protocolErrors();

  // Waits for the process to end (up to `timeout`). nullopt when it is still running.
  std::optional<ExitStatus> waitExit(Millis timeout);
  // Kills (SIGKILL) if still running, reaps, and joins the reader threads. Idempotent.
  void kill();

  std::string stderrText();
  pid_t pid() const { return pid_; }

 private:
  void readStdout();
  void readStderr();
  void parseFrames();  // with mu_ held

  pid_t pid_ = -1;
  int in_ = -1, out_ = -1, err_ = -1;  // our ends of the pipes
  std::optional<ExitStatus> status_;
  std::thread outThread_, errThread_;

  std::mutex mu_;
  std::condition_variable cv_;
  std::string outBuf_;         // bytes read from stdout, not yet framed
  std::deque<Json> messages_;  // framed and parsed, not yet taken
  bool outEnded_ = false;
  std::vector<std::string> protocolErrors_;
  std::string errText_;
};

}  // namespace lsptest
