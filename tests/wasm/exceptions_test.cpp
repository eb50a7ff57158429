// The WebAssembly build's C++ exception runtime (server/platform/wasi/cxx_exceptions.cpp), built with it as a module
// of its own and run by the JS host: `node vscode-extension/dist/wasm-server.js build-wasm/exceptions_test.wasm`
// (ctest wasm.exceptions). Each check prints PASS or FAIL; the exit status is the number of failures.
// `exceptions_test terminate` lets an exception escape a noexcept function instead: std::terminate must say which,
// and abort.
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <exception>
#include <memory>
#include <new>
#include <stdexcept>
#include <string>
#include <typeinfo>
#include <vector>

namespace {

int failures = 0;
std::vector<std::string> events;  // what ran, in order (destructors, handlers)

void check(bool ok, const char* what) {
  std::printf("%s %s\n", ok ? "PASS" : "FAIL", what);
  if (!ok) ++failures;
}

struct Base : std::runtime_error {
  explicit Base(const std::string& m) : std::runtime_error(m) {}
};
struct Derived : Base {
  explicit Derived(int c) : Base("derived " + std::to_string(c)), code(c) {}
  int code;
};
struct Other {
  virtual ~Other() = default;
  int tag = 7;
};
struct Multi : Other, Derived {  // a base that is not the first: catching it adjusts the pointer
  Multi() : Derived(3) {}
};

struct Guard {
  std::string name;
  ~Guard() {
    events.push_back("~" + name + (std::uncaught_exceptions() > 0 ? " unwinding" : ""));
  }
};

int thrower(int depth) {
  Guard g{"frame" + std::to_string(depth)};
  if (depth == 0) throw Derived(42);
  return thrower(depth - 1) + 1;
}

int catchesOnlyLogic(int depth) {
  try {
    return thrower(depth);
  } catch (const std::logic_error&) {
    events.push_back("wrong handler");
    return -1;
  }
}

struct Counted {
  static int alive;
  Counted() { ++alive; }
  Counted(const Counted&) { ++alive; }
  ~Counted() { --alive; }
};
int Counted::alive = 0;

void acrossFramesAndHierarchy() {
  events.clear();
  int code = 0;
  try {
    catchesOnlyLogic(3);
  } catch (const Base& b) {
    code = dynamic_cast<const Derived&>(b).code;
  }
  check(code == 42, "a Derived thrown 4 frames down is caught as its Base, past a handler of another type");
  check(events == std::vector<std::string>{"~frame0 unwinding", "~frame1 unwinding", "~frame2 unwinding",
                                           "~frame3 unwinding"},
        "destructors run innermost first while unwinding, with std::uncaught_exceptions() > 0");
  check(std::uncaught_exceptions() == 0, "no exception is uncaught after the handler");
}

void catchAllAndRethrow() {
  std::string seen;
  try {
    try {
      throw 5;
    } catch (...) {
      seen += "all;";
      throw;
    }
  } catch (int v) {
    seen += "int " + std::to_string(v);
  }
  check(seen == "all;int 5", "catch (...) rethrows with `throw;` to an outer catch (int)");
  try {
    try {
      throw Derived(1);
    } catch (Base&) {
      try {
        throw;
      } catch (Derived& d) {
        d.code = 9;  // the same object, not a copy
      }
      throw;
    }
  } catch (const Derived& d) {
    check(d.code == 9, "a rethrown exception is the same object in every handler");
  }
}

void throwInsideCatch() {
  events.clear();
  std::string seen;
  try {
    try {
      Guard g{"inner"};
      throw std::runtime_error("first");
    } catch (const std::runtime_error& e) {
      Guard g{"handler"};
      throw std::logic_error(std::string("second after ") + e.what());
    }
  } catch (const std::logic_error& e) {
    seen = e.what();
  } catch (...) {
    seen = "wrong";
  }
  check(seen == "second after first", "a throw inside a catch block replaces the exception being handled");
  check(events == std::vector<std::string>{"~inner unwinding", "~handler unwinding"},
        "the handler's locals are destroyed when a new throw leaves it");
}

void valuesPointersAndAdjustment() {
  try {
    throw std::string("by value");
  } catch (std::string s) {
    check(s == "by value", "catch by value copies the thrown object");
  }
  static Derived global(11);
  try {
    throw &global;
  } catch (Base* p) {
    check(p == &global && static_cast<Derived*>(p)->code == 11, "a pointer to Derived is caught as Base*");
  }
  try {
    throw Multi();
  } catch (const Derived& d) {
    check(d.code == 3 && static_cast<const void*>(&d) != nullptr, "a second base of a class is caught (adjusted)");
  }
  try {
    throw Multi();
  } catch (const Other& o) {
    check(o.tag == 7, "the first base of the same class is caught too");
  }
  Counted::alive = 0;
  try {
    throw Counted();
  } catch (const Counted&) {
    check(Counted::alive == 1, "the thrown object lives while it is handled");
  }
  check(Counted::alive == 0, "the thrown object is destroyed when its last handler ends");
}

void libraryThrows() {
  std::vector<int> v(3);
  bool caught = false;
  try {
    v.at(3) = 1;
  } catch (const std::out_of_range&) {
    caught = true;
  }
  check(caught, "std::vector::at throws std::out_of_range");
  caught = false;
  try {
    void* huge = ::operator new(SIZE_MAX - 4096);  // more than a 32-bit memory can hold
    ::operator delete(huge);
  } catch (const std::bad_alloc&) {
    caught = true;
  }
  check(caught, "an allocation that cannot be had throws std::bad_alloc");
  caught = false;
  try {
    const std::exception& e = std::runtime_error("x");
    (void)dynamic_cast<const std::logic_error&>(e);
  } catch (const std::bad_cast&) {
    caught = true;
  }
  check(caught, "a failed dynamic_cast of a reference throws std::bad_cast");
}

void exceptionPointersAndNesting() {
  Counted::alive = 0;
  std::exception_ptr kept;
  try {
    throw Counted();
  } catch (...) {
    kept = std::current_exception();
  }
  check(kept != nullptr && Counted::alive == 1, "std::current_exception keeps the object after its handler ended");
  int rethrown = 0;
  for (int i = 0; i < 2; ++i) {
    try {
      std::rethrow_exception(kept);
    } catch (const Counted&) {
      ++rethrown;
    }
  }
  check(rethrown == 2 && Counted::alive == 1, "std::rethrow_exception throws the kept object again, twice");
  kept = nullptr;
  check(Counted::alive == 0, "the object is destroyed with its last exception_ptr");
  std::string chain;
  try {
    try {
      throw std::runtime_error("cause");
    } catch (...) {
      std::throw_with_nested(std::logic_error("effect"));
    }
  } catch (const std::logic_error& e) {
    chain = e.what();
    try {
      std::rethrow_if_nested(e);
    } catch (const std::runtime_error& cause) {
      chain += std::string(" <- ") + cause.what();
    }
  }
  check(chain == "effect <- cause", "std::throw_with_nested and std::rethrow_if_nested keep the cause");
  check(std::make_exception_ptr(Derived(1)) != nullptr, "std::make_exception_ptr");
}

void throwBoom() { throw std::runtime_error("boom"); }
void noexceptCaller() noexcept { throwBoom(); }

}  // namespace

__attribute__((export_name("fxlens_main"))) int fxlens_main(int argc, char** argv) {
  if (argc > 1 && std::strcmp(argv[1], "terminate") == 0) noexceptCaller();
  acrossFramesAndHierarchy();
  catchAllAndRethrow();
  throwInsideCatch();
  valuesPointersAndAdjustment();
  libraryThrows();
  exceptionPointersAndNesting();
  std::printf("%d failed\n", failures);
  std::fflush(stdout);
  return failures;
}
