// Which module of the model a graph input belongs to, read from the name Dynamo gives it. Since torch 2.5 Dynamo
// lifts parameters and buffers into graph inputs named after their path in the model:
//   L_self_modules_model_modules_layers_modules_0_modules_self_attn_modules_q_proj_parameters_weight_
//     → model.layers.0.self_attn.q_proj
// (`L_args_0_modules_...` when the model was an argument of the compiled function, `l_self_modules_...` for the
// lowered copy in the body, `_buffers_` for buffers). `_modules_` separates the path's parts, which may hold
// underscores themselves (self_attn). The AOT graphs of the same compile take these inputs in the same order as
// primals_1, primals_2, ... (module_map.h ties them).
// Older Dynamo names (`l__self___layers_0_self_attn_q_proj_weight`) do not say where one part ends: not read.
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace fx {

// The module path of a Dynamo input name, e.g. "model.layers.0.self_attn.q_proj"; nullopt when the name is not of
// that form (a user input, an older name). A parameter of the root module itself (`L_self_parameters_w_`) is "".
std::optional<std::string> modulePathOfInput(std::string_view name);

// The module a call_module target of an older Dynamo graph (torch 2.1-2.4) calls: `L__self___layers_0_self_attn_q_proj`
// → "layers.0.self_attn_q_proj". Those names join the path's parts with `_` like the parts' own underscores, so
// only numbered parts (a layer's index) are told apart: enough to see layers, not their submodules. nullopt for a
// target not of that form.
std::optional<std::string> modulePathOfCallTarget(std::string_view target);

// The module path's parent ("model.layers.0" → "model.layers"; "model" → "").
std::string_view parentModule(std::string_view path);

// The longest common module prefix of two paths, by whole parts ("a.b.c", "a.b.d" → "a.b"; "a.bc", "a.bd" → "a").
std::string_view commonModule(std::string_view a, std::string_view b);

}  // namespace fx
